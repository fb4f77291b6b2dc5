-- Webhooks: a channel of the notices beside mail and push (issue 45).
-- A hook posts to a chat (Discord, Slack, Matrix), a phone (ntfy) or any
-- program (JSON signed by the Standard Webhooks scheme). A player's hook
-- carries its owner's notices; a game's hook carries one post per notice
-- event of the table, whoever of its players was told.
CREATE TABLE webhooks (
    id BIGSERIAL PRIMARY KEY,
    owner_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    scope TEXT NOT NULL CHECK (scope IN ('player', 'game')),
    game_id UUID REFERENCES games (id) ON DELETE CASCADE,
    format TEXT NOT NULL CHECK (format IN ('discord', 'slack', 'matrix', 'ntfy', 'json')),
    url TEXT NOT NULL CHECK (char_length(url) <= 2000),
    -- Matrix: the room the messages go to.
    room TEXT NOT NULL DEFAULT '' CHECK (char_length(room) <= 300),
    -- The signing secret (json) or access token (matrix, ntfy), sealed with
    -- AES-256-GCM under a key derived from the server key (nonce, then the
    -- sealed bytes): never shown again, never exported.
    secret_sealed BYTEA,
    -- The owner's id in the chat (a Discord user id, a Slack member id, a
    -- Matrix user id), mentioned when a post names them.
    mention TEXT NOT NULL DEFAULT '' CHECK (char_length(mention) <= 100),
    -- Since when every delivery failed (none since the last success); a
    -- hook failing for days is paused and its owner sees why.
    failing_since TIMESTAMPTZ,
    paused_at TIMESTAMPTZ,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK ((scope = 'game') = (game_id IS NOT NULL))
);
CREATE INDEX webhooks_by_owner ON webhooks (owner_id);
CREATE INDEX webhooks_by_game ON webhooks (game_id) WHERE game_id IS NOT NULL;

-- The other players' chat ids on a game's hook (its owner's is on the hook).
CREATE TABLE webhook_mentions (
    hook_id BIGINT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    mention TEXT NOT NULL CHECK (char_length(mention) BETWEEN 1 AND 100),
    PRIMARY KEY (hook_id, user_id)
);

-- What waits to be posted: once per hook and notice (a game's hook keys on
-- the first notice of the event, so however many players were told, the
-- table hears once). A test post has no notice.
CREATE TABLE webhook_outbox (
    id BIGSERIAL PRIMARY KEY,
    hook_id BIGINT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    notice_id BIGINT,
    kind TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    url TEXT NOT NULL,
    urgent BOOLEAN NOT NULL DEFAULT false,
    -- The chat ids the post mentions.
    mentions TEXT[] NOT NULL DEFAULT '{}',
    send_after TIMESTAMPTZ NOT NULL DEFAULT now(),
    attempts INT NOT NULL DEFAULT 0,
    sent_at TIMESTAMPTZ,
    failed_at TIMESTAMPTZ,
    last_status INT,
    last_error TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX webhook_outbox_once ON webhook_outbox (hook_id, notice_id);
CREATE INDEX webhook_outbox_due ON webhook_outbox (send_after)
    WHERE sent_at IS NULL AND failed_at IS NULL;

-- Every attempt, for the owner to read (the last few are kept).
CREATE TABLE webhook_deliveries (
    id BIGSERIAL PRIMARY KEY,
    hook_id BIGINT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
    message_id BIGINT NOT NULL,
    attempted_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- The receiver's HTTP status; none when it never answered.
    status INT,
    error TEXT CHECK (char_length(error) <= 300)
);
CREATE INDEX webhook_deliveries_by_hook ON webhook_deliveries (hook_id, attempted_at DESC);
