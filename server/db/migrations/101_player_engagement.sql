-- Player side: idempotent gold purchases, one report per user and barrage, case-insensitive
-- keyword shields, ad targeting, daily tasks and the barrage gold reward.

-- A retried PayVideoByGold carries the same requestId: the unique index makes the retry find
-- the first purchase instead of charging again; balance_after lets it repeat the same reply.
ALTER TABLE video_purchases ADD COLUMN request_id text;
ALTER TABLE video_purchases ADD COLUMN balance_after integer NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX video_purchases_request_key ON video_purchases (uid, request_id) WHERE request_id IS NOT NULL;

CREATE UNIQUE INDEX barrage_reports_user_key ON barrage_reports (uid, barrage_id);
CREATE UNIQUE INDEX shield_keywords_lower_key ON shield_keywords (uid, lower(keyword));
CREATE INDEX shield_users_created_idx ON shield_users (uid, created_at);

-- Empty = every video / every region.
ALTER TABLE ads ADD COLUMN media_key text NOT NULL DEFAULT '';
ALTER TABLE ads ADD COLUMN regions text NOT NULL DEFAULT '';

CREATE INDEX comments_parent_idx ON comments (parent_id, created_at);
CREATE INDEX follows_target_idx ON follows (target_uid);

-- day = unix days (UTC).
CREATE TABLE daily_tasks (
  uid  integer NOT NULL REFERENCES users (id),
  type integer NOT NULL,
  day  integer NOT NULL,
  gold integer NOT NULL,
  PRIMARY KEY (uid, type, day)
);

CREATE TABLE barrage_rewards (
  uid   integer NOT NULL REFERENCES users (id),
  day   integer NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (uid, day)
);
