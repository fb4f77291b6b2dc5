-- Play by reply, threaded (issue 42): the answer to a reply names the
-- reply it answers (`In-Reply-To`, `References`) so that mail clients show
-- them as one conversation. One row per answer in the outbox.
CREATE TABLE reply_threads (
    outbox_id BIGINT PRIMARY KEY REFERENCES outbox (id) ON DELETE CASCADE,
    in_reply_to TEXT NOT NULL,
    message_references TEXT NOT NULL
);

-- The mails a reply may quote, found by the reply address it came to:
-- what of them comes back in a reply is never posted at the table.
CREATE INDEX outbox_by_reply_to ON outbox (lower(reply_to)) WHERE reply_to IS NOT NULL;
