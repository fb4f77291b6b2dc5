-- A message at the table is announced with its channel ("<game id> talk
-- all" or "<game id> talk <team>"), so that only the pages allowed to read
-- that channel hear that something was written there.
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
        PERFORM pg_notify('game_changed',
            NEW.game_id::text || ' talk ' || COALESCE(NEW.team::text, 'all'));
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
