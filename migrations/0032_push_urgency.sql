-- How a push asks to be delivered (RFC 8030 section 5.3 `Urgency`): "high"
-- for a decision waiting on the player, "normal" for news. And until when
-- it is worth delivering: the player's cut-off for a turn, after which the
-- push service need not keep it (its `TTL` never runs past this).
ALTER TABLE push_outbox
    ADD COLUMN urgency TEXT NOT NULL DEFAULT 'normal' CHECK (urgency IN ('normal', 'high')),
    ADD COLUMN stale_at TIMESTAMPTZ;
