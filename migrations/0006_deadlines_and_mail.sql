-- Play across days: deadlines per waiting seat, the timeout policy, time
-- banks, vacations, reminders; mail preferences, per-game mutes, and the
-- outbox rows that are composed when sent (so they can be re-checked).
ALTER TABLE games
    ADD COLUMN timeout_policy TEXT NOT NULL DEFAULT 'skip'
        CHECK (timeout_policy IN ('skip', 'bot', 'end')),
    ADD COLUMN time_bank_hours INTEGER NOT NULL DEFAULT 0 CHECK (time_bank_hours >= 0);

ALTER TABLE game_players
    -- The seat's time bank left, in seconds.
    ADD COLUMN bank_seconds BIGINT NOT NULL DEFAULT 0,
    -- A computer player holds the seat until its player comes back.
    ADD COLUMN bot BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE seat_deadlines (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat SMALLINT NOT NULL,
    started_at TIMESTAMPTZ NOT NULL,
    -- The move's own limit; past it the time bank runs.
    due_at TIMESTAMPTZ NOT NULL,
    -- due_at plus the bank: when the timeout policy applies.
    expires_at TIMESTAMPTZ NOT NULL,
    next_reminder_at TIMESTAMPTZ,
    reminders_sent INTEGER NOT NULL DEFAULT 0,
    -- A game's own time limit on a phase (Carolingi's hourglass): on expiry
    -- the engine's default action applies, whatever the timeout policy.
    hourglass BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seat_deadlines_expiring ON seat_deadlines (expires_at);
CREATE INDEX seat_deadlines_reminding ON seat_deadlines (next_reminder_at) WHERE next_reminder_at IS NOT NULL;

ALTER TABLE users
    ADD COLUMN away_until TIMESTAMPTZ,
    ADD COLUMN mail_mode TEXT NOT NULL DEFAULT 'immediate'
        CHECK (mail_mode IN ('immediate', 'batched', 'digest', 'none')),
    ADD COLUMN mail_batch_minutes INTEGER NOT NULL DEFAULT 60 CHECK (mail_batch_minutes BETWEEN 5 AND 1440),
    ADD COLUMN digest_hour SMALLINT NOT NULL DEFAULT 8 CHECK (digest_hour BETWEEN 0 AND 23),
    ADD COLUMN last_notified_at TIMESTAMPTZ;

CREATE TABLE game_mail_mutes (
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, game_id)
);

ALTER TABLE outbox
    -- Notifications about a game: composed at send time from the game as it
    -- is then, and dropped if no longer true.
    ADD COLUMN game_id UUID REFERENCES games (id) ON DELETE CASCADE,
    ADD COLUMN seat SMALLINT,
    -- Set when the message went out inside another (a digest).
    ADD COLUMN gathered_into BIGINT,
    ADD COLUMN dropped_at TIMESTAMPTZ;
ALTER TABLE outbox ALTER COLUMN subject DROP NOT NULL,
    ALTER COLUMN body_text DROP NOT NULL,
    ALTER COLUMN body_html DROP NOT NULL;
CREATE INDEX outbox_pending_by_user ON outbox (user_id) WHERE sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL;
DROP INDEX outbox_due;
CREATE INDEX outbox_due ON outbox (send_after) WHERE sent_at IS NULL AND failed_at IS NULL AND dropped_at IS NULL;
