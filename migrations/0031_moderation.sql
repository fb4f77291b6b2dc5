-- Moderation (issue 32): players block and report one another; the
-- administrators (ADMIN_EMAILS) block accounts, and every one of their
-- actions is kept with its reason.

-- A blocked account cannot log in or act; its games go on under their
-- timeout policy.
ALTER TABLE users ADD COLUMN blocked_at TIMESTAMPTZ, ADD COLUMN blocked_reason TEXT;

-- A player's block of another: no invitations either way, no mention mail
-- from them, their talk hidden, never seated together by the lobby.
CREATE TABLE user_blocks (
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    blocked_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, blocked_id),
    CHECK (user_id <> blocked_id)
);
CREATE INDEX user_blocks_blocked ON user_blocks (blocked_id);

-- A report of a player, or of one message at a table, with its reason.
CREATE TABLE reports (
    id BIGSERIAL PRIMARY KEY,
    reporter_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    reported_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game_id UUID REFERENCES games (id) ON DELETE SET NULL,
    message_id BIGINT REFERENCES game_messages (id) ON DELETE SET NULL,
    -- The message as it read when reported (it may be edited or deleted).
    message_body TEXT,
    reason TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    resolved_at TIMESTAMPTZ,
    resolved_by UUID REFERENCES users (id) ON DELETE SET NULL,
    resolution TEXT
);
CREATE INDEX reports_open ON reports (created_at) WHERE resolved_at IS NULL;

-- Every administrator's action: who, what, to whom, when and why.
CREATE TABLE admin_actions (
    id BIGSERIAL PRIMARY KEY,
    admin_id UUID REFERENCES users (id) ON DELETE SET NULL,
    admin_name TEXT NOT NULL,
    action TEXT NOT NULL,
    target_user UUID REFERENCES users (id) ON DELETE SET NULL,
    target_game UUID REFERENCES games (id) ON DELETE SET NULL,
    report_id BIGINT REFERENCES reports (id) ON DELETE SET NULL,
    reason TEXT NOT NULL,
    at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX admin_actions_at ON admin_actions (at DESC);

-- A game the moderators cancelled while it was under way ends like a
-- called-off one, and says so.
ALTER TABLE games DROP CONSTRAINT games_ended_by_agreement_check,
    ADD CONSTRAINT games_ended_by_agreement_check
        CHECK (ended_by_agreement IN ('end', 'call_off', 'moderators'));
