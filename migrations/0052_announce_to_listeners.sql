-- Announce only what someone is there to hear (issue 48). Every NOTIFY
-- makes its transaction take one lock for the whole cluster while it
-- commits (PostgreSQL serialises the commits of all notifying
-- transactions), so announcing every move to nobody halved the rate at
-- which moves could commit side by side, and cost a move alone some 15%
-- of its time in the database. In a game played by post, most moves are
-- made while nobody else has the game open.
--
-- So each instance writes which games have a live page, stream or waiting
-- page open on it, and which logged-in users have pages or streams open
-- there (their count of games waiting, their account's stream), a little
-- ahead of time like `presence` (`live::keep_listening`), and the triggers
-- announce a game's change only when some instance listens to that game,
-- and name only the users some instance listens to. An instance that
-- starts listening writes its row first and then looks again itself
-- (`Hub::listen_to_game`), so a change committed while it was registering
-- is not missed.
CREATE TABLE listened_games (
    game_id UUID NOT NULL,
    instance UUID NOT NULL,
    until TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (game_id, instance)
);
CREATE TABLE listened_users (
    user_id UUID NOT NULL,
    instance UUID NOT NULL,
    until TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (user_id, instance)
);

-- Whether some instance listens to `person` (their account's stream, their
-- count of games waiting).
CREATE FUNCTION user_listened(person UUID) RETURNS BOOLEAN AS $$
    SELECT EXISTS (SELECT 1 FROM listened_users WHERE user_id = person AND until > now())
$$ LANGUAGE sql STABLE;

-- As in 0022, with the listeners asked first.
CREATE OR REPLACE FUNCTION announce_game_change() RETURNS trigger AS $$
DECLARE
    players TEXT;
BEGIN
    IF TG_TABLE_NAME = 'games' THEN
        IF NEW.seq IS DISTINCT FROM OLD.seq OR NEW.status IS DISTINCT FROM OLD.status THEN
            PERFORM pg_notify('game_changed', NEW.id::text || ' ' || NEW.seq::text)
            FROM listened_games WHERE game_id = NEW.id AND until > now() LIMIT 1;
        END IF;
        IF NEW.waiting_on IS DISTINCT FROM OLD.waiting_on OR NEW.status IS DISTINCT FROM OLD.status THEN
            SELECT string_agg(user_id::text, ' ') INTO players
            FROM game_players p WHERE p.game_id = NEW.id
              AND EXISTS (SELECT 1 FROM listened_users l
                          WHERE l.user_id = p.user_id AND l.until > now());
            IF players IS NOT NULL THEN
                PERFORM pg_notify('players_changed', players);
            END IF;
        END IF;
    ELSE
        PERFORM pg_notify('game_changed',
            NEW.game_id::text || ' talk ' || COALESCE(NEW.team::text, 'all'))
        FROM listened_games WHERE game_id = NEW.game_id AND until > now() LIMIT 1;
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

-- As in 0049, naming only the users someone listens to.
CREATE OR REPLACE FUNCTION announce_account_change() RETURNS trigger AS $$
DECLARE
    game UUID;
    users TEXT;
BEGIN
    IF TG_TABLE_NAME = 'seat_offers' THEN
        -- An offer to anyone asks nobody in particular (the lobby lists it).
        SELECT string_agg(DISTINCT invited::text, ' ') INTO users
        FROM (SELECT NEW.invited AS invited WHERE TG_OP <> 'DELETE'
              UNION SELECT OLD.invited WHERE TG_OP <> 'INSERT') AS offered
        WHERE invited IS NOT NULL AND user_listened(invited);
    ELSIF TG_TABLE_NAME = 'game_invitations' THEN
        SELECT CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END::text INTO users
        WHERE user_listened(CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
    ELSE
        -- agreement_proposals, game_players, games: everyone seated at the
        -- game, and whoever is invited to it while it is open.
        IF TG_TABLE_NAME = 'games' THEN
            game := NEW.id;
        ELSIF TG_OP = 'DELETE' THEN
            game := OLD.game_id;
        ELSE
            game := NEW.game_id;
        END IF;
        SELECT string_agg(user_id::text, ' ') INTO users
        FROM (SELECT user_id FROM game_players WHERE game_id = game
              UNION SELECT user_id FROM game_invitations WHERE game_id = game) AS concerned
        WHERE user_listened(user_id);
        -- A player who just left is no longer seated: they are told too.
        -- (Nested: the condition on OLD's field is read only for that table.)
        IF TG_TABLE_NAME = 'game_players' AND TG_OP = 'DELETE' THEN
            IF user_listened(OLD.user_id) THEN
                users := concat_ws(' ', users, OLD.user_id::text);
            END IF;
        END IF;
    END IF;
    IF users IS NOT NULL AND users <> '' THEN
        PERFORM pg_notify('account_changed', users);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
