-- Barrage no longer speeds up with the playback rate by default (issue 29: at 2x a comment keeps
-- its on-screen speed, as on Bilibili). Until that issue the app had no playback-rate control,
-- so a stored true was never something a viewer could see, let alone choose: every row takes
-- the new default once, and a toggle made from now on is kept.
ALTER TABLE barrage_configs ALTER COLUMN follow_playback_rate SET DEFAULT false;
UPDATE barrage_configs SET follow_playback_rate = false WHERE follow_playback_rate;
