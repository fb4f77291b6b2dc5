-- The login a device subscribed under (from a page; none from the API): a
-- plain logout forgets the devices subscribed in that browser, so the next
-- person at a shared computer does not get the previous one's
-- notifications. A session that merely expires leaves its devices alone.
ALTER TABLE push_subscriptions
    ADD COLUMN session_id UUID REFERENCES user_sessions (id) ON DELETE SET NULL;
CREATE INDEX push_subscriptions_by_session ON push_subscriptions (session_id)
    WHERE session_id IS NOT NULL;
