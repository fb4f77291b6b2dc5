-- Quiet hours: no notification (mail or push) reaches a player in these
-- hours of their day or on these days of their week; it waits until the
-- quiet ends. Both hours NULL: no quiet hours. `quiet_days` is a set of
-- weekdays, bit 0 Monday to bit 6 Sunday (never all seven).
ALTER TABLE users
    ADD COLUMN quiet_from SMALLINT CHECK (quiet_from BETWEEN 0 AND 23),
    ADD COLUMN quiet_to SMALLINT CHECK (quiet_to BETWEEN 0 AND 23),
    ADD COLUMN quiet_days SMALLINT NOT NULL DEFAULT 0 CHECK (quiet_days BETWEEN 0 AND 126);
