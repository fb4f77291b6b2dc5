-- A rematch: a new game offered to the players of a finished one.
ALTER TABLE games ADD COLUMN rematch_of UUID REFERENCES games (id) ON DELETE SET NULL;
-- At most one rematch of a game waits for its players at a time.
CREATE UNIQUE INDEX games_open_rematch ON games (rematch_of)
    WHERE rematch_of IS NOT NULL AND status = 'open';
