-- The languages are the folders of locales/ (issue 18): a new one needs no
-- code, so the column cannot list them. The application accepts only the
-- languages it has; the database keeps the shape of a language code.
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_language_check;
ALTER TABLE users ADD CONSTRAINT users_language_code CHECK (language ~ '^[a-z]{2,3}$');
