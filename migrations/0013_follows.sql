-- Following a game or a player: their finished games come by mail.
CREATE TABLE follows (
    id BIGSERIAL PRIMARY KEY,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game_id UUID REFERENCES games (id) ON DELETE CASCADE,
    player_id UUID REFERENCES users (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK ((game_id IS NULL) <> (player_id IS NULL)),
    CHECK (player_id IS DISTINCT FROM user_id)
);
CREATE UNIQUE INDEX follows_game ON follows (user_id, game_id) WHERE game_id IS NOT NULL;
CREATE UNIQUE INDEX follows_player ON follows (user_id, player_id) WHERE player_id IS NOT NULL;
CREATE INDEX follows_by_game ON follows (game_id) WHERE game_id IS NOT NULL;
CREATE INDEX follows_by_player ON follows (player_id) WHERE player_id IS NOT NULL;
