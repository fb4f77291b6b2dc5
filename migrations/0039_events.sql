-- Events (tournaments, leagues, ladders; issue 44): each is an append-only
-- log of records (`event_records`), like a game's `game_events`, folded by
-- the pure `scriptorium-events` crate. The `events` row is the lock every
-- decision on the event takes, and the listing's projection: what the pages
-- list without folding a log (name, game, phase, who entered), and when the
-- scheduler must next look at it.
CREATE TABLE events (
    id UUID PRIMARY KEY,
    organizer UUID NOT NULL REFERENCES users (id),
    name TEXT NOT NULL,
    -- The rules as the crate's `Rules` (also in the log's `Created`), kept
    -- here for the lists; fixed once the event starts.
    rules JSONB NOT NULL,
    -- The game kind, read out of the rules for the lists.
    game_kind TEXT NOT NULL,
    -- registering, running, finished, cancelled (the crate's `Phase`).
    phase TEXT NOT NULL DEFAULT 'registering',
    -- The last record's sequence number: appends name the one they expect.
    seq BIGINT NOT NULL DEFAULT 0,
    -- Active entrants, for the lists.
    entrants INTEGER NOT NULL DEFAULT 0,
    max_players INTEGER,
    registration_closes_at TIMESTAMPTZ NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- When the scheduler next sends the event `Tick` / `PairNextRound` /
    -- `EndSeason` (NULL: nothing can be due until a player acts).
    next_due_at TIMESTAMPTZ
);

CREATE INDEX events_due ON events (next_due_at) WHERE next_due_at IS NOT NULL;
CREATE INDEX events_open ON events (created_at DESC) WHERE phase IN ('registering', 'running');

CREATE TABLE event_records (
    event_id UUID NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL,
    record JSONB NOT NULL,
    recorded_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- Two racing decisions both naming the same expected sequence number
    -- cannot both land.
    PRIMARY KEY (event_id, seq)
);

-- Who is in which event, for "my events" (the log is the truth; this is
-- its projection, rewritten with each decision).
CREATE TABLE event_entrants (
    event_id UUID NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    user_id UUID NOT NULL REFERENCES users (id),
    active BOOLEAN NOT NULL DEFAULT true,
    PRIMARY KEY (event_id, user_id)
);

CREATE INDEX event_entrants_user ON event_entrants (user_id);

-- A game played for an event: its event and its table there.
ALTER TABLE games ADD COLUMN event_id UUID REFERENCES events (id);
ALTER TABLE games ADD COLUMN event_table INTEGER;
ALTER TABLE games ADD CONSTRAINT games_event_table
    CHECK ((event_id IS NULL) = (event_table IS NULL));
CREATE UNIQUE INDEX games_event_tables ON games (event_id, event_table) WHERE event_id IS NOT NULL;
