-- Issue 40: the client's idempotency key of a barrage send (one per typed text, resent with every
-- retry of that text). Unique per sender, so a resend whose first answer was lost finds the
-- barrage it stored instead of storing it again; older rows and keyless sends have none.
ALTER TABLE barrages ADD COLUMN request_id text;
CREATE UNIQUE INDEX barrages_request_id ON barrages (uid, request_id) WHERE request_id IS NOT NULL;
