-- Web Push: each device a player turned notifications on for, and the
-- pushes waiting to be sent to them (an outbox, drained like the mail's:
-- exactly once across instances, retried, dropped with a device that is
-- gone).
CREATE TABLE push_subscriptions (
    id BIGSERIAL PRIMARY KEY,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    endpoint TEXT NOT NULL UNIQUE CHECK (char_length(endpoint) <= 2000),
    -- The device's P-256 public key and authentication secret (base64url).
    p256dh TEXT NOT NULL CHECK (char_length(p256dh) <= 200),
    auth TEXT NOT NULL CHECK (char_length(auth) <= 100),
    -- What the player sees in their list of devices.
    device TEXT NOT NULL DEFAULT '' CHECK (char_length(device) <= 100),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_sent_at TIMESTAMPTZ
);
CREATE INDEX push_subscriptions_by_user ON push_subscriptions (user_id);

CREATE TABLE push_outbox (
    id BIGSERIAL PRIMARY KEY,
    subscription_id BIGINT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    -- The notification mail it goes with: one push per device and mail,
    -- however often that mail is retried.
    mail_id BIGINT NOT NULL,
    payload TEXT NOT NULL,
    send_after TIMESTAMPTZ NOT NULL DEFAULT now(),
    attempts INT NOT NULL DEFAULT 0,
    sent_at TIMESTAMPTZ,
    failed_at TIMESTAMPTZ,
    last_error TEXT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX push_outbox_once ON push_outbox (subscription_id, mail_id);
CREATE INDEX push_outbox_due ON push_outbox (send_after) WHERE sent_at IS NULL AND failed_at IS NULL;
