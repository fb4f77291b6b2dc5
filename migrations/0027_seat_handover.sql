-- A new player for a vanished seat (issue 29). When the computer holds a
-- seat for a person who is gone (their time ran out under the "computer"
-- policy, or they deleted their account), the remaining players may offer
-- the seat: to one user, or to anyone (listed in the lobby). The first to
-- take it over plays it on from where it stands.
CREATE TABLE seat_offers (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat SMALLINT NOT NULL,
    offered_by UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    -- NULL: open to anyone, listed in the lobby; otherwise this user only.
    invited UUID REFERENCES users (id) ON DELETE CASCADE,
    offered_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seat_offers_open ON seat_offers (offered_at) WHERE invited IS NULL;

-- Who held a seat before whom. A game whose seat changed hands is not rated
-- (README, "Ratings").
CREATE TABLE seat_handovers (
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat SMALLINT NOT NULL,
    from_user UUID REFERENCES users (id) ON DELETE SET NULL,
    to_user UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    handed_over_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (game_id, seat, handed_over_at)
);
