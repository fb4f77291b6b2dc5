-- Games: a row per game (lobby data plus the folded-state projection) and the
-- append-only event log that is the truth.
CREATE TABLE games (
    id UUID PRIMARY KEY,
    kind TEXT NOT NULL,
    -- The rules version the game started with: old logs fold with old rules.
    rules_version INTEGER NOT NULL,
    options JSONB NOT NULL,
    seat_count SMALLINT NOT NULL CHECK (seat_count BETWEEN 1 AND 8),
    status TEXT NOT NULL CHECK (status IN ('open', 'active', 'finished', 'cancelled')),
    created_by UUID NOT NULL REFERENCES users (id),
    -- NULL: no time limit per move.
    move_time_limit_hours INTEGER CHECK (move_time_limit_hours > 0),
    -- Invitation-only games are not listed in the lobby.
    invite_only BOOLEAN NOT NULL DEFAULT FALSE,
    -- Projection, written in the same transaction as the events it folds:
    -- the last sequence number, the folded state, who must decide.
    seq BIGINT NOT NULL DEFAULT 0,
    last_action_no BIGINT NOT NULL DEFAULT 0,
    state JSONB,
    waiting_on SMALLINT[] NOT NULL DEFAULT '{}',
    outcome JSONB,
    -- The one decision that may still be taken back, and by whom.
    undo_seat SMALLINT,
    undo_action_no BIGINT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    started_at TIMESTAMPTZ,
    finished_at TIMESTAMPTZ,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX games_open ON games (created_at) WHERE status = 'open';

CREATE TABLE game_players (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id UUID NOT NULL REFERENCES users (id),
    -- Drawn by the server when the game starts.
    seat SMALLINT,
    joined_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, user_id),
    UNIQUE (game_id, seat)
);
CREATE INDEX game_players_by_user ON game_players (user_id);

CREATE TABLE game_invitations (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    invited_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, user_id)
);

-- The log. (game_id, seq) is the backstop against two racing appends.
CREATE TABLE game_events (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq BIGINT NOT NULL CHECK (seq > 0),
    -- The decision this event belongs to (0: set-up), and who made it.
    action_no BIGINT NOT NULL,
    seat SMALLINT,
    -- {"event": <game event>} or {"take_back": <action_no>}
    payload JSONB NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, seq)
);

-- A submission's idempotency token: a re-sent form answers with what the
-- first one did instead of applying twice.
CREATE TABLE submissions (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    token UUID NOT NULL,
    user_id UUID NOT NULL REFERENCES users (id),
    seq_after BIGINT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, token)
);
