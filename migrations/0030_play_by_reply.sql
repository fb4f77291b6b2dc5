-- Play by reply. A mail's Reply-To (a turn mail's, or the answer to a
-- reply): the address that authorises one seat's decision (see
-- mail::reply_address).
ALTER TABLE outbox ADD COLUMN reply_to TEXT;

-- Every reply received, by its Message-ID: the same mail delivered twice
-- is handled once; what became of it is kept for the operator.
CREATE TABLE inbound_mail (
    message_id TEXT PRIMARY KEY,
    received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    sender TEXT NOT NULL,
    game_id UUID REFERENCES games (id) ON DELETE SET NULL,
    outcome TEXT NOT NULL DEFAULT 'received'
);
CREATE INDEX inbound_mail_received ON inbound_mail (received_at);
