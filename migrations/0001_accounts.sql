-- Accounts, their sessions' generation, password resets, API tokens and the
-- record of failed logins used for rate limiting.
CREATE TABLE users (
    id UUID PRIMARY KEY,
    username TEXT NOT NULL,
    -- Lower-cased copies make "Anna" and "anna" the same account.
    username_key TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    email_key TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    -- NULL: follow the browser's Accept-Language.
    language TEXT CHECK (language IN ('en', 'fr')),
    time_zone TEXT NOT NULL DEFAULT 'UTC',
    -- Bumped to end every session of the user (password reset, log out everywhere).
    session_generation INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE password_resets (
    token_hash BYTEA PRIMARY KEY,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at TIMESTAMPTZ NOT NULL,
    used_at TIMESTAMPTZ
);

CREATE TABLE api_tokens (
    token_hash BYTEA PRIMARY KEY,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    label TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX api_tokens_by_user ON api_tokens (user_id);

-- One row per failed login, keyed by the account name tried and by client
-- address; old rows are pruned when new ones are written.
CREATE TABLE login_failures (
    subject TEXT NOT NULL,
    failed_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_by_subject ON login_failures (subject, failed_at);
