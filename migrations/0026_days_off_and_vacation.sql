-- Weekends and vacations (issue 29).
-- `clock_days_off`: the weekdays a player's clocks stand still, in their time
-- zone (bit 0 Monday to bit 6 Sunday; at most three, checked by the settings).
-- `vacation_seconds`: the vacation allowance left at `vacation_counted_at`; it
-- accrues from then at the deployment's yearly rate up to a year's allowance
-- (see `clocks::vacation`). Manual vacations and automatic ones (taken by the
-- sweeper instead of a timeout) draw from it. Everyone starts with a week.
ALTER TABLE users
    ADD COLUMN clock_days_off SMALLINT NOT NULL DEFAULT 0
        CHECK (clock_days_off BETWEEN 0 AND 126),
    ADD COLUMN vacation_seconds BIGINT NOT NULL DEFAULT 604800 CHECK (vacation_seconds >= 0),
    ADD COLUMN vacation_counted_at TIMESTAMPTZ NOT NULL DEFAULT now();
