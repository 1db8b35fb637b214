-- The up-master of a video (followed with FocusUPMaster from the watch page) and the opening /
-- closing marks of an episode (moreFun skip: jump past the opening, treat the credits as the end).
-- 001 created the uploader column as uploader_id but nothing used it; uploader_uid matches the
-- uid / target_uid naming of the follow and blacklist tables.
ALTER TABLE videos RENAME COLUMN uploader_id TO uploader_uid;
CREATE INDEX videos_uploader_idx ON videos (uploader_uid);

-- Seconds from the episode's start; NULL = no mark (the player then does nothing).
ALTER TABLE episodes ADD COLUMN intro_end double precision CHECK (intro_end IS NULL OR intro_end > 0);
ALTER TABLE episodes ADD COLUMN outro_start double precision CHECK (outro_start IS NULL OR outro_start > 0);
