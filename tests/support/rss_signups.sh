#!/bin/bash
# Usage: tests/support/rss_signups.sh BINARY PORT DATADIR — starts a release build on a
# fresh embedded cluster, signs up 65 users (8 at a time) and prints its RSS in kB.
BIN=$1; PORT=$2; DIR=$3
rm -rf "$DIR" "$DIR.codes"; mkdir -p "$DIR"
BIND=127.0.0.1:$PORT DATA_DIR=$DIR TRUSTED_PROXIES=127.0.0.1 RUST_LOG=warn $BIN > $DIR.log 2>&1 &
PID=$!
for i in $(seq 1 120); do curl -s -m 2 -o /dev/null http://127.0.0.1:$PORT/healthz && break; sleep 0.5; done
rss() { grep VmRSS /proc/$PID/status | awk '{print $2}'; }
echo "start $(rss)"
for i in $(seq 1 65); do
  J=$DIR.jar$i
  CSRF=$(curl -s -c $J -b $J http://127.0.0.1:$PORT/signup | grep -o 'name="csrf" value="[^"]*"' | head -1 | sed 's/.*value="//; s/"//')
  curl -s -o /dev/null -w "%{http_code}\n" -c $J -b $J -H "X-Forwarded-For: 10.1.$((i/200)).$((i%200+1))" \
    --data-urlencode "csrf=$CSRF" --data-urlencode "username=user$i" --data-urlencode "email=user$i@example.org" \
    --data-urlencode "password=correct horse battery" http://127.0.0.1:$PORT/signup >> $DIR.codes &
  PIDS="$PIDS $!"
  if (( i % 8 == 0 )); then wait $PIDS; PIDS=""; fi

done
wait $PIDS
echo "after 65 sign-ups $(rss); answers: $(sort $DIR.codes | uniq -c | tr "\n" " ")"
kill $PID; wait $PID 2>/dev/null
