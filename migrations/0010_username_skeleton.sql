-- Look-alike usernames ("alice" and a Cyrillic "аlice", "anna" and "аnnа")
-- share a confusable skeleton (Unicode TS #39), unique per account.
-- username_key becomes the NFKC, lower-cased name (it was PostgreSQL's
-- lower(), which leaves "É" alone under the C locale).
-- Both are computed by the application, which has the Unicode tables:
-- existing accounts are filled in at start-up (store::users::
-- backfill_username_keys), so the column stays nullable; NULLs do not
-- collide in a unique index.
ALTER TABLE users ADD COLUMN username_skeleton TEXT;
CREATE UNIQUE INDEX users_username_skeleton ON users (username_skeleton);
