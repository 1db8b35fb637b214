-- Each episode gets its own stream key (issue 8, point 3). The demo seed shared a few encoded
-- streams between free and VIP videos under one key, so a free key opened VIP content. The
-- files stay where they are: media_dir names the folder under media/hls that holds them, and the
-- media routes map a stream key to its folder (empty = the folder is named like the key).
ALTER TABLE episodes ADD COLUMN media_dir text NOT NULL DEFAULT '';
UPDATE episodes e SET media_dir = e.stream_key, stream_key = v.media_key || '-' || e.idx
  FROM videos v
  WHERE v.id = e.video_id AND e.stream_key IN (SELECT stream_key FROM episodes GROUP BY stream_key HAVING count(*) > 1);
CREATE INDEX episodes_stream_key ON episodes (stream_key);
CREATE INDEX episodes_media_dir ON episodes (media_dir) WHERE media_dir <> '';
