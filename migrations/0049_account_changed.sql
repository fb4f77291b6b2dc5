-- What a user is asked, announced (issue 46): a program holding the
-- account's stream (`GET /api/v1/me/stream`) hears at once of a proposal
-- in one of their games, a seat offered to them, an invitation, a game they
-- joined or that started or ended, instead of finding out on its next look.
-- The users concerned are named on the channel `account_changed`
-- ("<user id> <user id> ..."); only instances with that user's stream open
-- read anything. A trigger, so no path that writes these rows can forget
-- it; NOTIFY is transactional, so nothing is announced for a rolled-back
-- write.
CREATE FUNCTION announce_account_change() RETURNS trigger AS $$
DECLARE
    game UUID;
    users TEXT;
BEGIN
    IF TG_TABLE_NAME = 'seat_offers' THEN
        -- An offer to anyone asks nobody in particular (the lobby lists it).
        SELECT string_agg(DISTINCT invited::text, ' ') INTO users
        FROM (SELECT NEW.invited AS invited WHERE TG_OP <> 'DELETE'
              UNION SELECT OLD.invited WHERE TG_OP <> 'INSERT') AS offered
        WHERE invited IS NOT NULL;
    ELSIF TG_TABLE_NAME = 'game_invitations' THEN
        users := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END::text;
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
              UNION SELECT user_id FROM game_invitations WHERE game_id = game) AS concerned;
        -- A player who just left is no longer seated: they are told too.
        IF TG_TABLE_NAME = 'game_players' AND TG_OP = 'DELETE' THEN
            users := concat_ws(' ', users, OLD.user_id::text);
        END IF;
    END IF;
    IF users IS NOT NULL AND users <> '' THEN
        PERFORM pg_notify('account_changed', users);
    END IF;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER agreement_proposals_announce_account
    AFTER INSERT OR UPDATE OR DELETE ON agreement_proposals
    FOR EACH ROW EXECUTE FUNCTION announce_account_change();
CREATE TRIGGER seat_offers_announce_account
    AFTER INSERT OR UPDATE OR DELETE ON seat_offers
    FOR EACH ROW EXECUTE FUNCTION announce_account_change();
CREATE TRIGGER game_invitations_announce_account
    AFTER INSERT OR DELETE ON game_invitations
    FOR EACH ROW EXECUTE FUNCTION announce_account_change();
CREATE TRIGGER game_players_announce_account
    AFTER INSERT OR DELETE ON game_players
    FOR EACH ROW EXECUTE FUNCTION announce_account_change();
CREATE TRIGGER games_status_announce_account
    AFTER UPDATE OF status ON games
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
    EXECUTE FUNCTION announce_account_change();
