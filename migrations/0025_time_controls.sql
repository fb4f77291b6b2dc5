-- Time controls a correspondence player knows (issue 29): days per move (the
-- per-move limit alone), a per-move limit with a bank (as before), and Fischer:
-- a bank alone (a per-move limit of 0 hours: the deadline is the bank), with
-- an increment added to it after each of the seat's turns, up to a cap.
-- Games created before keep their rules: increment 0, no cap.
ALTER TABLE games DROP CONSTRAINT games_move_time_limit_hours_check;
ALTER TABLE games
    ADD CONSTRAINT games_move_time_limit_hours_check CHECK (move_time_limit_hours >= 0),
    ADD COLUMN bank_increment_hours INTEGER NOT NULL DEFAULT 0 CHECK (bank_increment_hours >= 0),
    ADD COLUMN bank_cap_hours INTEGER CHECK (bank_cap_hours > 0),
    -- A per-move limit of 0 is only a clock with a bank to spend.
    ADD CONSTRAINT games_time_control_has_time
        CHECK (move_time_limit_hours IS DISTINCT FROM 0 OR time_bank_hours > 0),
    ADD CONSTRAINT games_bank_within_cap
        CHECK (bank_cap_hours IS NULL OR bank_cap_hours >= time_bank_hours);
