-- Episode count and first-episode duration kept on the video row: every list query needs them,
-- and a correlated count per row was the main cost of the list endpoints.
ALTER TABLE videos ADD COLUMN episode_count integer NOT NULL DEFAULT 0;
ALTER TABLE videos ADD COLUMN first_duration double precision NOT NULL DEFAULT 0;
UPDATE videos v SET
  episode_count = (SELECT count(*) FROM episodes e WHERE e.video_id = v.id),
  first_duration = COALESCE((SELECT e.duration_sec FROM episodes e WHERE e.video_id = v.id ORDER BY e.idx LIMIT 1), 0);
