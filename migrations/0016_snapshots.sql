-- The folded state of a game now and then along its log, so a history step
-- folds at most about a hundred events from the nearest snapshot instead of
-- the whole log. A projection like `games.state`: the log stays the truth,
-- and a snapshot is written only after a decision that nothing can take back
-- (a later take-back never reaches behind it).
CREATE TABLE game_snapshots (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    -- The state right after the event with this sequence number.
    seq BIGINT NOT NULL CHECK (seq > 0),
    state JSONB NOT NULL,
    PRIMARY KEY (game_id, seq)
);
