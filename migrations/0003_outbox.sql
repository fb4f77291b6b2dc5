-- Emails to send, written in the same transaction as what caused them and
-- drained by a worker with retries.
CREATE TABLE outbox (
    id BIGSERIAL PRIMARY KEY,
    user_id UUID REFERENCES users (id) ON DELETE CASCADE,
    to_address TEXT NOT NULL,
    kind TEXT NOT NULL,
    subject TEXT NOT NULL,
    body_text TEXT NOT NULL,
    body_html TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    send_after TIMESTAMPTZ NOT NULL DEFAULT now(),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    sent_at TIMESTAMPTZ,
    failed_at TIMESTAMPTZ
);
CREATE INDEX outbox_due ON outbox (send_after) WHERE sent_at IS NULL AND failed_at IS NULL;
