-- A "your turn" (or a reminder) is moot once its seat is no longer waited
-- on or its player has opened the game since it was written. Moves come
-- far faster than mail goes, so many turn notices are moot by the time the
-- outbox worker reaches them; composing each one (reading its recipient,
-- their pending notices, the game) only to drop it was much of the
-- database's work per move. The worker now drops the moot ones together in
-- one statement, and asks the same of each notice it composes: this view
-- is the one definition of both (a view, not a function, so that the
-- planner sees through it).
CREATE VIEW moot_turn_notices AS
SELECT o.*
FROM outbox o
WHERE NOT EXISTS (
          SELECT 1 FROM games g
          WHERE g.id = o.game_id AND seat_waited_on(g.status, o.seat, g.waiting_on))
   OR EXISTS (
          SELECT 1 FROM game_visits v
          WHERE v.user_id = o.user_id AND v.game_id = o.game_id AND v.seen_at >= o.created_at);
