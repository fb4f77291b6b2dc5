-- "This was not me": the notice of an address change sent to the old
-- address carries a link of its own (purpose 'revert'). Unlike the other
-- links it outlives a password change, a reset and the change itself, since
-- whoever asked for the change may hold the password and the new address.
ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check
    CHECK (purpose IN ('verify', 'change', 'revert'));
