-- Email verification and change, and account deletion.
ALTER TABLE users ADD COLUMN email_verified_at TIMESTAMPTZ;
-- Accounts opened before verification existed count as verified: their
-- addresses have been receiving the game mail they asked for.
UPDATE users SET email_verified_at = created_at;
-- A deleted account keeps its row (finished games keep its seats, shown as
-- "former player"), emptied of everything that was the person's.
ALTER TABLE users ADD COLUMN deleted_at TIMESTAMPTZ;

-- A link that proves an address is its owner's: at sign-up (the account's
-- own address) or to change it (the new address). Only the hash is kept.
CREATE TABLE email_tokens (
    token_hash BYTEA PRIMARY KEY,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'change')),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    expires_at TIMESTAMPTZ NOT NULL,
    used_at TIMESTAMPTZ
);
CREATE INDEX email_tokens_by_user ON email_tokens (user_id);
