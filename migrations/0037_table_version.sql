-- What every viewer of a game sees of its table besides the game row (its
-- players with their deadlines, the seat offers, the pending proposal,
-- whether anyone has talked, the open rematch) is kept by each instance and
-- read again only when it changed (`store::games::table`). The version that
-- says so is the game row's own `xmin`: every write of the row gives it the
-- writing transaction's id. So a write of those other rows also writes the
-- game row, here, by a trigger, so that no path can forget it. A
-- transaction that has already written the game row (a move writes `seq`)
-- has given it a new `xmin` already, and is spared the second write: the
-- move's deadlines, banks and seats are then covered by the move's own.
-- (The players' accounts and ratings are versioned by their own rows'
-- `xmin`, read with the game: an account is shared by many games, and
-- writing each of them from here would lock games in no set order.)
CREATE FUNCTION touch_game_table() RETURNS trigger AS $$
DECLARE
    game UUID;
BEGIN
    IF TG_TABLE_NAME = 'games' THEN
        IF TG_OP = 'DELETE' THEN
            game := OLD.rematch_of;
        ELSE
            game := NEW.rematch_of;
        END IF;
    ELSIF TG_OP = 'DELETE' THEN
        game := OLD.game_id;
    ELSE
        game := NEW.game_id;
    END IF;
    UPDATE games SET updated_at = updated_at
    WHERE id = game AND xmin <> pg_current_xact_id()::xid;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER game_players_touch_table
    AFTER INSERT OR DELETE OR UPDATE OF user_id, seat, bot, resigned_at, bank_seconds, joined_at
    ON game_players FOR EACH ROW EXECUTE FUNCTION touch_game_table();
CREATE TRIGGER seat_deadlines_touch_table
    AFTER INSERT OR DELETE OR UPDATE OF seat, due_at, expires_at, hourglass
    ON seat_deadlines FOR EACH ROW EXECUTE FUNCTION touch_game_table();
CREATE TRIGGER seat_offers_touch_table
    AFTER INSERT OR UPDATE OR DELETE
    ON seat_offers FOR EACH ROW EXECUTE FUNCTION touch_game_table();
CREATE TRIGGER agreement_proposals_touch_table
    AFTER INSERT OR UPDATE OR DELETE
    ON agreement_proposals FOR EACH ROW EXECUTE FUNCTION touch_game_table();
CREATE TRIGGER game_messages_touch_table
    AFTER INSERT OR DELETE
    ON game_messages FOR EACH ROW EXECUTE FUNCTION touch_game_table();
-- A rematch waiting for its players is shown on the game it follows. (The
-- touch itself sets neither column, so it does not fire these again.)
CREATE TRIGGER games_touch_rematched
    AFTER INSERT OR UPDATE OF status, rematch_of
    ON games FOR EACH ROW WHEN (NEW.rematch_of IS NOT NULL)
    EXECUTE FUNCTION touch_game_table();
CREATE TRIGGER games_touch_rematched_gone
    AFTER DELETE
    ON games FOR EACH ROW WHEN (OLD.rematch_of IS NOT NULL)
    EXECUTE FUNCTION touch_game_table();
