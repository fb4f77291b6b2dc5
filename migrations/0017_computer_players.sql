-- Computer players (issue #16). Each is an account of its own, so that it
-- sits at a table like a person and every list, history line, rating and
-- export names it; a game may seat several of one level, hence one account
-- per level and chair (a game has at most six seats).
-- They cannot be used by anyone: the name holds characters no sign-up
-- accepts, '!' is no password hash (every login fails), the address is in
-- the reserved .invalid domain, and the store's login and reset lookups
-- leave them out; they never get mail.
ALTER TABLE users
    ADD COLUMN computer_level TEXT CHECK (computer_level IN ('easy', 'strong')),
    ADD COLUMN computer_chair SMALLINT,
    ADD CONSTRAINT users_computer_chair CHECK ((computer_level IS NULL) = (computer_chair IS NULL));
CREATE UNIQUE INDEX users_computer_seat ON users (computer_level, computer_chair)
    WHERE computer_level IS NOT NULL;

INSERT INTO users (id, username, username_key, email, email_key, password_hash, mail_mode,
                   computer_level, computer_chair)
VALUES
    ('f3b36af3-77f4-56c3-a53d-7c95a84427fd', 'Alcuin (computer)', 'alcuin (computer)', 'strong-1@computer.invalid', 'strong-1@computer.invalid', '!', 'none', 'strong', 1),
    ('04c6d27b-77b5-5092-bbc1-009907a020e5', 'Einhard (computer)', 'einhard (computer)', 'strong-2@computer.invalid', 'strong-2@computer.invalid', '!', 'none', 'strong', 2),
    ('59948f9c-10be-589e-b2bc-74a3dfe1b3ad', 'Theodulf (computer)', 'theodulf (computer)', 'strong-3@computer.invalid', 'strong-3@computer.invalid', '!', 'none', 'strong', 3),
    ('4c247be8-8f68-58c4-a272-e774d76cc60d', 'Angilbert (computer)', 'angilbert (computer)', 'strong-4@computer.invalid', 'strong-4@computer.invalid', '!', 'none', 'strong', 4),
    ('f7978621-ec68-5508-9c1f-0189e4c96c3d', 'Paulinus (computer)', 'paulinus (computer)', 'strong-5@computer.invalid', 'strong-5@computer.invalid', '!', 'none', 'strong', 5),
    ('2a08e39a-314a-5170-8bcd-e6ec265397fc', 'Dungal (computer)', 'dungal (computer)', 'strong-6@computer.invalid', 'strong-6@computer.invalid', '!', 'none', 'strong', 6),
    ('641a3091-72e4-5ee0-9ff2-7bd460d05af7', 'Pippin (computer)', 'pippin (computer)', 'easy-1@computer.invalid', 'easy-1@computer.invalid', '!', 'none', 'easy', 1),
    ('3fc3e4b9-de1a-52de-b0da-c91a3cc0830b', 'Bertrada (computer)', 'bertrada (computer)', 'easy-2@computer.invalid', 'easy-2@computer.invalid', '!', 'none', 'easy', 2),
    ('c37058ee-433f-524b-a29c-bbd6737fbd25', 'Gisela (computer)', 'gisela (computer)', 'easy-3@computer.invalid', 'easy-3@computer.invalid', '!', 'none', 'easy', 3),
    ('c82a6917-797f-58b5-8120-cd2d60d3b854', 'Rotrude (computer)', 'rotrude (computer)', 'easy-4@computer.invalid', 'easy-4@computer.invalid', '!', 'none', 'easy', 4),
    ('c2d8d6c3-57db-5a6e-854e-1bf3815ed011', 'Drogo (computer)', 'drogo (computer)', 'easy-5@computer.invalid', 'easy-5@computer.invalid', '!', 'none', 'easy', 5),
    ('518f0240-8dcb-5822-abe1-4c945338078e', 'Hugo (computer)', 'hugo (computer)', 'easy-6@computer.invalid', 'easy-6@computer.invalid', '!', 'none', 'easy', 6)
ON CONFLICT DO NOTHING;

-- A computer player's thinking happens outside any transaction: the worker
-- claims the seat's deadline for a while (`thinking_until`), so that
-- instances never think about the same seat at once, and one that dies
-- mid-thought only delays the move until the claim lapses.
ALTER TABLE seat_deadlines ADD COLUMN thinking_until TIMESTAMPTZ;
