-- Events, phase 2 (issue 44).
--
-- The days off an event allows each entrant over all its games (its rules'
-- `vacation_days`), granted when their first game of the event starts. An
-- event game's automatic vacation draws from this as well as from the
-- player's own yearly allowance, so everyone in an event plays by the same
-- clocks (`clocks::vacation::take_automatically`).
CREATE TABLE event_vacation (
    event_id UUID NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    seconds_left BIGINT NOT NULL CHECK (seconds_left >= 0),
    PRIMARY KEY (event_id, user_id)
);

-- The moderators' decisions on an event (calling it off, removing a
-- player) in the audit log.
ALTER TABLE admin_actions ADD COLUMN target_event UUID REFERENCES events (id) ON DELETE SET NULL;
