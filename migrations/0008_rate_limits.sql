-- Shared rate limits (reset requests, sign-ups, table talk, API calls), so
-- every instance counts against the same budget. One row per (limit, subject)
-- holding the GCRA "theoretical arrival time": the moment the subject's budget
-- is full again. A row whose time has passed says nothing and may be deleted.
-- UNLOGGED: the counters are written on every API call and are worthless
-- after a crash (losing them only gives everyone a fresh budget), so they
-- skip the write-ahead log.
CREATE UNLOGGED TABLE rate_limits (
    -- Which limit, e.g. 'signup.address'.
    bucket TEXT NOT NULL,
    -- SHA-256 of who is limited (an address, an email, an account, a token):
    -- fixed size whatever a client sends, and no address or email in clear.
    subject BYTEA NOT NULL,
    full_again_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (bucket, subject)
);
CREATE INDEX rate_limits_by_time ON rate_limits (full_again_at);

-- Failed logins are now also recorded per (account, address) pair; the pair's
-- count over a day decides its back-off.
CREATE INDEX login_failures_by_time ON login_failures (failed_at);
