-- The last step of a game each player has seen, to mark what changed since.
CREATE TABLE game_visits (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    seen_seq BIGINT NOT NULL,
    seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, user_id)
);

-- The archive filters finished games by kind and date.
CREATE INDEX games_finished ON games (finished_at DESC) WHERE status = 'finished';
