-- A seat that resigned: it leaves play (the computer plays it on when more
-- than two sides remain) and ranks last.
ALTER TABLE game_players ADD COLUMN resigned_at TIMESTAMPTZ;
