-- Issue 28: users are reported through ReportUserReq alone (spec 002 §7), also from /complaint,
-- which sent its own /api/User/Complaint before. Its table takes what /complaint sends (the
-- reported private message and the images) and the complaints made so far; the other table goes.
ALTER TABLE user_reports ADD COLUMN message_id integer NOT NULL DEFAULT 0;
ALTER TABLE user_reports ADD COLUMN images text NOT NULL DEFAULT '';
INSERT INTO user_reports (uid, target_uid, reason, media_key, message_id, images, created_at)
  SELECT uid, target_uid, reason, '', message_id, images, created_at FROM complaints ORDER BY id;
DROP TABLE complaints;
