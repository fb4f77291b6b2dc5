-- Whether a seat is waited on now (its game is under way and names the seat
-- in `waiting_on`), kept on the seat's row so that the count of games
-- waiting for a person, read by every page and login check, is a count of
-- their waiting seats by a small index rather than a visit of every game
-- they ever played. Triggers keep it, so no path that writes a game or
-- seats its players can forget it: the game's write sets its seats', and a
-- seat drawn or changed reads its game.
ALTER TABLE game_players ADD COLUMN waiting BOOLEAN NOT NULL DEFAULT false;

UPDATE game_players p SET waiting = true
FROM games g
WHERE g.id = p.game_id AND g.status = 'active' AND p.seat = ANY(g.waiting_on);

CREATE INDEX game_players_waiting ON game_players (user_id) WHERE waiting AND NOT bot;

-- The one definition of a seat waited on, used by both triggers.
CREATE FUNCTION seat_waited_on(status TEXT, seat SMALLINT, waiting_on SMALLINT[]) RETURNS BOOLEAN
    AS $$ SELECT COALESCE(status = 'active' AND seat = ANY(waiting_on), false) $$
    LANGUAGE sql IMMUTABLE;

CREATE FUNCTION mark_waiting_seats() RETURNS trigger AS $$
BEGIN
    UPDATE game_players p
    SET waiting = seat_waited_on(NEW.status, p.seat, NEW.waiting_on)
    WHERE p.game_id = NEW.id
      AND p.waiting <> seat_waited_on(NEW.status, p.seat, NEW.waiting_on);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER games_mark_waiting_seats
    AFTER INSERT OR UPDATE OF waiting_on, status ON games
    FOR EACH ROW EXECUTE FUNCTION mark_waiting_seats();

CREATE FUNCTION seat_reads_waiting() RETURNS trigger AS $$
BEGIN
    NEW.waiting := COALESCE((
        SELECT seat_waited_on(g.status, NEW.seat, g.waiting_on)
        FROM games g WHERE g.id = NEW.game_id), false);
    RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER game_players_read_waiting
    BEFORE INSERT OR UPDATE OF seat, game_id ON game_players
    FOR EACH ROW EXECUTE FUNCTION seat_reads_waiting();
