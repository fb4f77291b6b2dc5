-- What an API token may do. Every token reads what its owner may read;
-- `play` lets it act in games (moves, talk, joining, agreements, seats),
-- `account` lets it change the account (settings, devices, webhooks,
-- tokens, address, export, deletion). A program gets only what it needs, so
-- a leaked read-only token moves no piece. Tokens made before scopes keep
-- all three: they could do everything when they were made.
ALTER TABLE api_tokens ADD COLUMN scopes TEXT[] NOT NULL DEFAULT ARRAY['read', 'play', 'account'];
ALTER TABLE api_tokens ADD CONSTRAINT api_tokens_scopes_known
    CHECK (scopes <@ ARRAY['read', 'play', 'account'] AND 'read' = ANY (scopes));

-- A person's notices, newest first (`GET /api/v1/me/notices`), and the
-- rows an account's deletion removes, found by their owner.
CREATE INDEX outbox_by_user ON outbox (user_id, id DESC);
