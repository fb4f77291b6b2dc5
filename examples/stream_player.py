#!/usr/bin/env python3
"""A small computer player for Scriptorium, through the JSON API only.

It listens to a game's stream (GET /api/v1/games/{id}/stream, one JSON
object a line) and, whenever the game as it sees it offers it legal actions,
takes one of them (POST /api/v1/games/{id}/actions). It stops when the game
is over. Only Python's standard library; a token with the "play" scope.

    python3 examples/stream_player.py --server http://127.0.0.1:8080 \\
        --token <token> --game <game id> [--seed 7]

If the stream breaks, it connects again with the last `seq` it saw, so it
misses nothing (the steps it missed come first). It prints one line per
decision and, at the end, the outcome.
"""

import argparse
import json
import random
import sys
import time
import urllib.error
import urllib.request
import uuid


def request(server, token, method, path, body=None, timeout=30):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(server + path, data=data, method=method)
    req.add_header("Authorization", "Bearer " + token)
    if data is not None:
        req.add_header("Content-Type", "application/json")
    return urllib.request.urlopen(req, timeout=timeout)


def decide(server, token, game, state, rng):
    """Takes one legal action; True when the server applied it."""
    offers = state.get("legal_actions") or []
    if not offers:
        return False
    choice = rng.choice(offers)
    body = {"seq": state["seq"], "token": str(uuid.uuid4()), "action": choice["action"]}
    try:
        with request(server, token, "POST", f"/api/v1/games/{game}/actions", body) as answer:
            applied = json.load(answer)
        print(f"played {choice['label']!r} at seq {state['seq']} -> {applied['seq']}", flush=True)
        return True
    except urllib.error.HTTPError as error:
        # 409: the game moved on before this decision; the stream brings
        # the new state. Anything else is worth saying.
        if error.code != 409:
            print(f"refused ({error.code}): {error.read().decode()}", file=sys.stderr, flush=True)
        return False


def play(server, token, game, rng, patience):
    seq = None
    deadline = time.monotonic() + patience
    while time.monotonic() < deadline:
        path = f"/api/v1/games/{game}/stream" + (f"?seq={seq}" if seq is not None else "")
        try:
            with request(server, token, "GET", path, timeout=60) as stream:
                for raw in stream:
                    if not raw.strip():
                        continue  # keep-alive
                    line = json.loads(raw)
                    if line["type"] == "step":
                        seq = line["row"]["seq"]
                    elif line["type"] == "state":
                        seq = line["seq"]
                        if line["status"] == "finished":
                            print("finished:", json.dumps(line.get("outcome")), flush=True)
                            return 0
                        decide(server, token, game, line, rng)
                    if time.monotonic() > deadline:
                        break
        except (urllib.error.URLError, ConnectionError, TimeoutError) as error:
            print(f"stream broke ({error}); connecting again", file=sys.stderr, flush=True)
            time.sleep(0.5)
    print("gave up: the game did not end in time", file=sys.stderr)
    return 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--game", required=True)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--patience", type=float, default=300, help="seconds before giving up")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    return play(args.server.rstrip("/"), args.token, args.game, rng, args.patience)


if __name__ == "__main__":
    sys.exit(main())
