-- Chunked uploads on an S3 store (issue 39, decision 058): the multipart upload an upload's
-- chunks become, and the parts the store has acknowledged (their ETags complete it). Three
-- 2 MB chunks make one part, S3 refusing parts under 5 MiB but the last.
ALTER TABLE uploads ADD COLUMN parts_id text;
CREATE TABLE upload_parts (
  upload_id integer NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
  n         integer NOT NULL CHECK (n >= 1),
  etag      text NOT NULL,
  PRIMARY KEY (upload_id, n)
);
