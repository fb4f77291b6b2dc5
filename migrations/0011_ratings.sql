-- Glicko-2 ratings, one per player and game kind (see src/ratings.rs), and
-- every change, numbered in the order it was applied: replaying the finished
-- games in that order gives the same ratings, and a profile draws from it.
CREATE TABLE ratings (
    game_kind TEXT NOT NULL,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games INTEGER NOT NULL DEFAULT 0,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_kind, user_id)
);
CREATE INDEX ratings_leaderboard ON ratings (game_kind, rating DESC);

CREATE TABLE rating_changes (
    applied BIGSERIAL PRIMARY KEY,
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game_kind TEXT NOT NULL,
    rating_before DOUBLE PRECISION NOT NULL,
    rating_after DOUBLE PRECISION NOT NULL,
    deviation_after DOUBLE PRECISION NOT NULL,
    rated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (game_id, user_id)
);
CREATE INDEX rating_changes_by_user ON rating_changes (user_id, game_kind, applied);
