-- Daily tasks pay only for actions the server saw (issue 8, point 5): a share is recorded here,
-- once per user, video and day; watching and commenting leave play_records and comments rows.
CREATE TABLE shares (
  uid        integer NOT NULL REFERENCES users (id),
  video_id   integer NOT NULL REFERENCES videos (id),
  day        integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (uid, video_id, day)
);
CREATE INDEX shares_uid_day ON shares (uid, day);
CREATE INDEX play_records_uid_updated ON play_records (uid, updated_at);
CREATE INDEX comments_uid_created ON comments (uid, created_at);
