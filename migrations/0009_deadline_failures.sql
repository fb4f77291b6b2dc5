-- A deadline the sweeper could not act on (a game whose stored state no
-- longer decodes, a rule with no default action, a failing write): the
-- sweeper logs it, records it here for an operator to see, and moves on to
-- the other games. A failed timeout is retried after `retry_at`, a delay that
-- doubles with each failure; a failed reminder is skipped.
ALTER TABLE seat_deadlines
    ADD COLUMN failures INTEGER NOT NULL DEFAULT 0,
    ADD COLUMN failed_at TIMESTAMPTZ,
    ADD COLUMN failure TEXT,
    ADD COLUMN retry_at TIMESTAMPTZ;
-- What an operator looks at: SELECT * FROM seat_deadlines WHERE failed_at IS NOT NULL.
CREATE INDEX seat_deadlines_failed ON seat_deadlines (failed_at) WHERE failed_at IS NOT NULL;
