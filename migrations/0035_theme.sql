-- How the pages look to a person (issue 47): as their device asks
-- (`prefers-color-scheme`), or always light, or always dark. Chosen in the
-- settings; the server renders the choice on <html>, so it holds without
-- JavaScript.
ALTER TABLE users ADD COLUMN theme TEXT NOT NULL DEFAULT 'device'
    CHECK (theme IN ('device', 'light', 'dark'));
