-- The seats' `waiting` marks (0038) need visiting only when the game's
-- `waiting_on` or `status` changed: a move that leaves the same seats to
-- decide (most of them, in games of several actions per turn) writes
-- `waiting_on` with the value it had, and used to run the trigger's
-- function for nothing. A trigger's WHEN is checked without calling it.
DROP TRIGGER games_mark_waiting_seats ON games;
CREATE TRIGGER games_mark_waiting_seats_new
    AFTER INSERT ON games
    FOR EACH ROW EXECUTE FUNCTION mark_waiting_seats();
CREATE TRIGGER games_mark_waiting_seats
    AFTER UPDATE OF waiting_on, status ON games
    FOR EACH ROW
    WHEN (OLD.waiting_on IS DISTINCT FROM NEW.waiting_on OR OLD.status IS DISTINCT FROM NEW.status)
    EXECUTE FUNCTION mark_waiting_seats();
