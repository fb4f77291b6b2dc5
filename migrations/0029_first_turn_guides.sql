-- The game kinds whose guided first turn a player has closed: the guide is
-- shown once per kind, until its "Got it".
ALTER TABLE users ADD COLUMN guides_done text[] NOT NULL DEFAULT '{}';
