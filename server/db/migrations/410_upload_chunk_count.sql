-- The number of chunks an upload holds, kept beside received_bytes (issue 13, upload bench): the
-- statement that records a chunk returns the new count from the upload's row, so a chunk costs
-- one write statement instead of an INSERT, an UPDATE and a count(*) over upload_chunks.
ALTER TABLE uploads ADD COLUMN received_chunks integer NOT NULL DEFAULT 0;
UPDATE uploads u SET received_chunks = (SELECT count(*) FROM upload_chunks c WHERE c.upload_id = u.id);
