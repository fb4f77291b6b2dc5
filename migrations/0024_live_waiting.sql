-- The living table, across games: when who waits in a game changes (or its
-- status), its players hear it on `players_changed` ("<user id> <user id>
-- ..."), so every open page of theirs can say how many games wait for them.
CREATE OR REPLACE FUNCTION announce_game_change() RETURNS trigger AS $$
DECLARE
    players TEXT;
BEGIN
    IF TG_TABLE_NAME = 'games' THEN
        IF NEW.seq IS DISTINCT FROM OLD.seq OR NEW.status IS DISTINCT FROM OLD.status THEN
            PERFORM pg_notify('game_changed', NEW.id::text || ' ' || NEW.seq::text);
        END IF;
        IF NEW.waiting_on IS DISTINCT FROM OLD.waiting_on OR NEW.status IS DISTINCT FROM OLD.status THEN
            SELECT string_agg(user_id::text, ' ') INTO players
            FROM game_players WHERE game_id = NEW.id;
            IF players IS NOT NULL THEN
                PERFORM pg_notify('players_changed', players);
            END IF;
        END IF;
    ELSE
        PERFORM pg_notify('game_changed', NEW.game_id::text || ' talk');
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
