-- Event notices (issue 44: "round 3 has started: your games", "you were
-- promoted") and an event's own webhook (issue 45: a tournament's channel).

-- A notice about an event rather than a game: written in the transaction
-- that appended the event's records, composed when due like a game's, and
-- gathered with them into one mail (digest, quiet hours, the same worker).
ALTER TABLE outbox ADD COLUMN event_id UUID REFERENCES events (id) ON DELETE CASCADE;
CREATE INDEX outbox_by_event ON outbox (event_id, kind, created_at) WHERE event_id IS NOT NULL;

-- A hook may belong to an event: only its organizer adds it, its entrants
-- see it exists, and it hears one post per event notice (a round's tables,
-- the winners).
ALTER TABLE webhooks ADD COLUMN event_id UUID REFERENCES events (id) ON DELETE CASCADE;
-- The checks of 0045 that tie the scope to a game, whatever PostgreSQL named them.
DO $$
DECLARE name TEXT;
BEGIN
    FOR name IN SELECT conname FROM pg_constraint
                WHERE conrelid = 'webhooks'::regclass AND contype = 'c'
                  AND pg_get_constraintdef(oid) LIKE '%scope%'
    LOOP
        EXECUTE format('ALTER TABLE webhooks DROP CONSTRAINT %I', name);
    END LOOP;
END $$;
ALTER TABLE webhooks ADD CONSTRAINT webhooks_scope_check
    CHECK (scope IN ('player', 'game', 'event'));
ALTER TABLE webhooks ADD CONSTRAINT webhooks_scope_target CHECK (
    (scope = 'game') = (game_id IS NOT NULL) AND (scope = 'event') = (event_id IS NOT NULL));
CREATE INDEX webhooks_by_event ON webhooks (event_id) WHERE event_id IS NOT NULL;

-- The owner was told their hook was paused: once per pause.
ALTER TABLE webhooks ADD COLUMN pause_told_at TIMESTAMPTZ;
