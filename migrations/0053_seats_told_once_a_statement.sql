-- A round of an event seats every table's players in one statement (issue
-- 44: 2,000 players of a Swiss at 666 tables). The triggers of 0037 and
-- 0052 ran once for each seat, each its own plan: the touch of the game row
-- and a look at the game's players and invitations for who listens, some
-- 230 ms of the round's start. Seats written or removed are now told once a
-- statement, from the statement's own rows (transition tables); a change
-- of a seat's columns is still told row by row (a trigger on named columns
-- cannot see transition tables).
DROP TRIGGER game_players_touch_table ON game_players;
CREATE TRIGGER game_players_touch_table
    AFTER UPDATE OF user_id, seat, bot, resigned_at, bank_seconds, joined_at
    ON game_players FOR EACH ROW EXECUTE FUNCTION touch_game_table();

-- As `touch_game_table`, for every game a statement seated or unseated
-- someone at. The games are taken in the order of their ids, as every path
-- that locks several games does (`store::games::lock_many`).
CREATE FUNCTION touch_seated_games() RETURNS trigger AS $$
BEGIN
    PERFORM 1 FROM games
    WHERE id IN (SELECT game_id FROM changed_seats)
      AND xmin <> pg_current_xact_id()::xid
    ORDER BY id FOR NO KEY UPDATE;
    UPDATE games SET updated_at = updated_at
    WHERE id IN (SELECT game_id FROM changed_seats)
      AND xmin <> pg_current_xact_id()::xid;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER game_players_seated_touch_table
    AFTER INSERT ON game_players REFERENCING NEW TABLE AS changed_seats
    FOR EACH STATEMENT EXECUTE FUNCTION touch_seated_games();
CREATE TRIGGER game_players_unseated_touch_table
    AFTER DELETE ON game_players REFERENCING OLD TABLE AS changed_seats
    FOR EACH STATEMENT EXECUTE FUNCTION touch_seated_games();

-- As `announce_account_change` for game_players: everyone seated at those
-- games or invited to them, and whoever just left, when someone listens to
-- them. A notification carries at most 8,000 bytes, so the users go out
-- 200 to a notification (37 bytes each with the space).
CREATE FUNCTION announce_seated_accounts() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('account_changed', users)
    FROM (SELECT string_agg(user_id::text, ' ') AS users
          FROM (SELECT user_id, (row_number() OVER ()) / 200 AS chunk
                FROM (SELECT p.user_id FROM game_players p
                      WHERE p.game_id IN (SELECT game_id FROM changed_seats)
                      UNION
                      SELECT i.user_id FROM game_invitations i
                      WHERE i.game_id IN (SELECT game_id FROM changed_seats)
                      UNION
                      SELECT user_id FROM changed_seats) AS concerned
                WHERE user_listened(user_id)) AS numbered
          GROUP BY chunk) AS chunks;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

DROP TRIGGER game_players_announce_account ON game_players;
CREATE TRIGGER game_players_seated_announce_account
    AFTER INSERT ON game_players REFERENCING NEW TABLE AS changed_seats
    FOR EACH STATEMENT EXECUTE FUNCTION announce_seated_accounts();
CREATE TRIGGER game_players_unseated_announce_account
    AFTER DELETE ON game_players REFERENCING OLD TABLE AS changed_seats
    FOR EACH STATEMENT EXECUTE FUNCTION announce_seated_accounts();
