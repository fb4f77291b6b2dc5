-- Agreements (issue 29): the players may propose, and all the people in a
-- game accept, to pause it (no clock runs, no one moves, until one of them
-- resumes it), to end it now with the scores as they stand, or to call it
-- off (unrated). Each proposal and vote is a row of the game's log; this
-- table only projects the proposal pending in a game (one at a time).
CREATE TABLE agreement_proposals (
    game_id UUID PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('pause', 'end', 'call_off')),
    proposed_by SMALLINT NOT NULL,
    -- The seats that said yes, the proposer's first.
    accepted SMALLINT[] NOT NULL,
    proposed_at TIMESTAMPTZ NOT NULL,
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX agreement_proposals_expiry ON agreement_proposals (expires_at);

ALTER TABLE games
    -- Since when the game is paused by agreement; NULL: it runs.
    ADD COLUMN paused_at TIMESTAMPTZ,
    -- How an agreement ended it, if one did: 'end' or 'call_off'.
    ADD COLUMN ended_by_agreement TEXT CHECK (ended_by_agreement IN ('end', 'call_off'));
