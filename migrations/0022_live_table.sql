-- The living table: every change of a game announces itself, and who has a
-- game open is known to every instance.

-- A change of a game's projection (a decision by anyone, a timeout, the
-- start, the end) or of its table talk is announced on the channel
-- `game_changed` as "<game id> <seq>", or "<game id> talk all" / "<game id>
-- talk <team>" (so that only the pages allowed to read that channel hear of
-- it). When who waits in a game changes (or its status), its players are
-- named on `players_changed` ("<user id> <user id> ..."), so every open page
-- of theirs can say how many games wait for them. A trigger, so no path that
-- writes a game can forget it; NOTIFY is transactional, so the announcement
-- goes out on commit and never for a rolled-back decision.
CREATE FUNCTION announce_game_change() RETURNS trigger AS $$
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

CREATE TRIGGER games_announce AFTER UPDATE ON games
    FOR EACH ROW EXECUTE FUNCTION announce_game_change();
CREATE TRIGGER game_messages_announce AFTER INSERT OR UPDATE ON game_messages
    FOR EACH ROW EXECUTE FUNCTION announce_game_change();

-- A player at the table: a visible page of the game is open (its live
-- connection is up) until `until`, which the connection keeps pushing a
-- little ahead; once it is closed, `until` passes by itself after a short
-- grace. "Your turn" mail and push wait while a player is at the table.
CREATE TABLE presence (
    user_id UUID NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    game_id UUID NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    until TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (user_id, game_id)
);
CREATE INDEX presence_by_until ON presence (until);
