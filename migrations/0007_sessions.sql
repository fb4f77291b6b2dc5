-- Logged-in sessions live on the server, so that logging out, "log out
-- everywhere", ending one session from the settings page, a password change
-- and a reset end them for every request, reads included. The encrypted
-- cookie only names its row.
CREATE TABLE user_sessions (
    id UUID PRIMARY KEY,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- Shown in the settings list so a person can tell their devices apart.
    user_agent TEXT NOT NULL DEFAULT '',
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX user_sessions_by_user ON user_sessions (user_id);

-- Sessions are rows now; the per-user generation counter they replace goes.
ALTER TABLE users DROP COLUMN session_generation;

-- API tokens get a public id to be listed and revoked by, and a last use.
ALTER TABLE api_tokens ADD COLUMN id UUID NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_id_unique UNIQUE (id);
ALTER TABLE api_tokens ADD COLUMN last_used_at TIMESTAMPTZ;

-- Reset links of a user are found by user when a password is used or changed.
CREATE INDEX password_resets_by_user ON password_resets (user_id);
