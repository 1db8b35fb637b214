-- 追剧 (issue 42): the series a user follows, and one row per follower and published episode
-- (its primary key makes the message-centre notice once per user and episode, whatever re-runs).
CREATE TABLE series_follows (
  uid        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  video_id   integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  created_at integer NOT NULL,
  PRIMARY KEY (uid, video_id)
);
CREATE INDEX series_follows_video ON series_follows (video_id);

CREATE TABLE series_episode_notices (
  uid         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  video_id    integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  episode_idx integer NOT NULL,
  created_at  integer NOT NULL,
  -- Set when the follower opened the series after the notice (the home row's mark goes).
  seen        boolean NOT NULL DEFAULT false,
  PRIMARY KEY (uid, video_id, episode_idx)
);
