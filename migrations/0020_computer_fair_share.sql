-- Fair shares of the computer players (security issue, point 3: one account
-- with thirty games against the strong computer made everyone else's
-- computer opponent wait forty seconds).
--
-- The workers serve the accounts in turn: a due seat's game belongs to its
-- creator, and the claim takes first the seat whose owner was served least
-- recently. `served_turn` comes from a sequence rather than a clock, so the
-- order is strict even when several claims share a timestamp (the tests'
-- fixed clocks) or several instances' clocks disagree. An account never
-- served has no row and goes first.
CREATE SEQUENCE computer_turns;
CREATE TABLE computer_service (
    user_id UUID PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    served_turn BIGINT NOT NULL
);
