-- A private game: only its players (and the people invited to it while it
-- waits for them, and the site's administrators) see its page, history,
-- live feed and export; everyone else is told it does not exist. It is
-- never listed to others (lobby, watch list, archive). Chosen at creation.
ALTER TABLE games ADD COLUMN private BOOLEAN NOT NULL DEFAULT false;
