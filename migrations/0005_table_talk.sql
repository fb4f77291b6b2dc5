-- Table talk: messages per game (the whole table, or one team's channel),
-- private notes, and users muting users.
ALTER TABLE games
    -- Onlookers may read the thread once the game is over, unless private.
    ADD COLUMN chat_private BOOLEAN NOT NULL DEFAULT FALSE,
    -- Team games: whether partners get a channel of their own.
    ADD COLUMN team_talk BOOLEAN NOT NULL DEFAULT FALSE;

CREATE TABLE game_messages (
    id BIGSERIAL PRIMARY KEY,
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    author_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- NULL: the whole table; otherwise the team number.
    team SMALLINT,
    body TEXT NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
    -- The last event when it was written: history shows it at that step.
    at_seq BIGINT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    edited_at TIMESTAMPTZ,
    deleted_at TIMESTAMPTZ,
    hidden_at TIMESTAMPTZ
);
CREATE INDEX game_messages_by_game ON game_messages (game_id, id);

CREATE TABLE private_notes (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    body TEXT NOT NULL CHECK (char_length(body) <= 20000),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE user_mutes (
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    muted_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, muted_id)
);
