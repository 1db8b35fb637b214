-- The discovery red dot (spec 001 §2 newWorks, issue 10): when each user last opened the
-- discovery feed (unix seconds). A user has new works when a catalog video is newer than that;
-- users start "seen now", so an account is not lit by the catalog it found when it was made.
ALTER TABLE users ADD COLUMN discovery_seen_at integer NOT NULL DEFAULT (extract(epoch FROM now()))::integer;
CREATE INDEX videos_created_idx ON videos (created_at DESC);
