-- Core schema. Times are unix seconds in integer columns; money and scores are double
-- precision, so both drivers hand back plain JS numbers.

CREATE TABLE users (
  id              serial PRIMARY KEY,
  username        text NOT NULL,
  phone           text NOT NULL DEFAULT '',
  area_code       text NOT NULL DEFAULT '',
  email           text NOT NULL DEFAULT '',
  password_hash   text NOT NULL,
  nick_name       text NOT NULL,
  avatar          text NOT NULL DEFAULT '',
  sex             integer NOT NULL DEFAULT 1,
  introduce       text NOT NULL DEFAULT '',
  vip_level       integer NOT NULL DEFAULT 0,
  vip_type_name   text NOT NULL DEFAULT '',
  vip_category_id integer NOT NULL DEFAULT 0,
  vip_expire      integer NOT NULL DEFAULT 0,
  level           integer NOT NULL DEFAULT 1,
  gold            integer NOT NULL DEFAULT 0 CHECK (gold >= 0),
  big_v           boolean NOT NULL DEFAULT false,
  kefu            boolean NOT NULL DEFAULT false,
  new_works       boolean NOT NULL DEFAULT false,
  -- Token generation: tokens carry it as gid; logout moves it on, which voids old tokens.
  token_gen       integer NOT NULL DEFAULT 1,
  barrage_config  jsonb,
  created_at      integer NOT NULL
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email <> '';
CREATE UNIQUE INDEX users_phone_key ON users (area_code, phone) WHERE phone <> '';

CREATE TABLE categories (
  id   integer PRIMARY KEY,
  key  text NOT NULL UNIQUE,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE videos (
  id            serial PRIMARY KEY,
  media_key     text NOT NULL UNIQUE,
  title         text NOT NULL,
  poster        text NOT NULL,
  category_id   integer NOT NULL REFERENCES categories (id),
  -- Comma-separated, matched as ',' || tags || ','.
  tags          text NOT NULL DEFAULT '',
  year          integer NOT NULL,
  region        text NOT NULL,
  score         double precision NOT NULL DEFAULT 0,
  play_count    integer NOT NULL DEFAULT 0,
  description   text NOT NULL DEFAULT '',
  vip           boolean NOT NULL DEFAULT false,
  gold          integer NOT NULL DEFAULT 0,
  uploader_id   integer REFERENCES users (id),
  like_count    integer NOT NULL DEFAULT 0,
  dislike_count integer NOT NULL DEFAULT 0,
  created_at    integer NOT NULL
);
CREATE INDEX videos_category_idx ON videos (category_id, play_count DESC);

CREATE TABLE episodes (
  id           serial PRIMARY KEY,
  video_id     integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  idx          integer NOT NULL,
  title        text NOT NULL,
  stream_key   text NOT NULL,
  duration_sec double precision NOT NULL DEFAULT 0,
  vip          boolean NOT NULL DEFAULT false,
  UNIQUE (video_id, idx)
);

CREATE TABLE help_categories (
  id    integer PRIMARY KEY,
  path  text NOT NULL,
  title text NOT NULL,
  sort  integer NOT NULL DEFAULT 0
);

CREATE TABLE help_articles (
  id          integer PRIMARY KEY,
  category_id integer NOT NULL REFERENCES help_categories (id),
  title       text NOT NULL,
  contxt      text NOT NULL,
  sort        integer NOT NULL DEFAULT 0
);

CREATE TABLE feedback (
  id         serial PRIMARY KEY,
  uid        integer,
  kind       text NOT NULL,
  payload    jsonb NOT NULL,
  created_at integer NOT NULL
);

CREATE TABLE app_config (
  key   text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE hot_search (
  keyword text PRIMARY KEY,
  hot     integer NOT NULL DEFAULT 0
);

CREATE TABLE vip_categories (
  id         integer PRIMARY KEY,
  name       text NOT NULL,
  style_type integer NOT NULL DEFAULT 0,
  -- Comma-separated pay types offered in this category.
  pay_types  text NOT NULL DEFAULT '',
  sort       integer NOT NULL DEFAULT 0
);

CREATE TABLE vip_packages (
  id            integer PRIMARY KEY,
  category_id   integer NOT NULL REFERENCES vip_categories (id),
  name          text NOT NULL,
  type          integer NOT NULL,
  validity_days integer NOT NULL,
  gift_days     integer NOT NULL DEFAULT 0,
  price         double precision NOT NULL,
  price_symbol  text NOT NULL,
  rmb           double precision NOT NULL,
  disprice      double precision NOT NULL DEFAULT 0,
  disrmb        double precision NOT NULL DEFAULT 0,
  promotions    jsonb NOT NULL DEFAULT '[]',
  bargain       boolean NOT NULL DEFAULT false,
  menber_count  integer NOT NULL DEFAULT 0,
  sort          integer NOT NULL DEFAULT 0
);

CREATE TABLE pay_types (
  pay_type integer PRIMARY KEY,
  title    text NOT NULL,
  img      text NOT NULL DEFAULT '',
  sort     integer NOT NULL DEFAULT 0
);

CREATE TABLE recharge_activity (
  id             integer PRIMARY KEY,
  status         integer NOT NULL,
  type           integer NOT NULL,
  title          text NOT NULL,
  qr_code_title  text NOT NULL DEFAULT '',
  qr_code_remark text NOT NULL DEFAULT '',
  share_text     text NOT NULL DEFAULT '',
  activity_rule  text NOT NULL DEFAULT ''
);

CREATE TABLE ads (
  id        integer PRIMARY KEY,
  grp       text NOT NULL CHECK (grp IN ('kaiping', 'zanting', 'chaBo', 'danmu')),
  show_url  text NOT NULL,
  link_url  text NOT NULL DEFAULT '',
  app_param jsonb NOT NULL DEFAULT '[]',
  duration  integer NOT NULL DEFAULT 5,
  views     integer NOT NULL DEFAULT 0,
  sort      integer NOT NULL DEFAULT 0
);

CREATE TABLE play_records (
  uid        integer NOT NULL REFERENCES users (id),
  video_id   integer NOT NULL REFERENCES videos (id),
  episode_id integer NOT NULL,
  position   double precision NOT NULL DEFAULT 0,
  duration   double precision NOT NULL DEFAULT 0,
  updated_at integer NOT NULL,
  PRIMARY KEY (uid, video_id)
);

CREATE TABLE collections (
  uid        integer NOT NULL REFERENCES users (id),
  video_id   integer NOT NULL REFERENCES videos (id),
  created_at integer NOT NULL,
  PRIMARY KEY (uid, video_id)
);

CREATE TABLE video_votes (
  uid      integer NOT NULL REFERENCES users (id),
  video_id integer NOT NULL REFERENCES videos (id),
  -- 1 like, -1 dislike
  value    integer NOT NULL,
  PRIMARY KEY (uid, video_id)
);

CREATE TABLE video_ratings (
  uid      integer NOT NULL REFERENCES users (id),
  video_id integer NOT NULL REFERENCES videos (id),
  score    integer NOT NULL CHECK (score BETWEEN 1 AND 10),
  PRIMARY KEY (uid, video_id)
);

CREATE TABLE comments (
  id           serial PRIMARY KEY,
  video_id     integer NOT NULL REFERENCES videos (id),
  uid          integer NOT NULL REFERENCES users (id),
  parent_id    integer NOT NULL DEFAULT 0,
  reply_to_uid integer NOT NULL DEFAULT 0,
  content      text NOT NULL,
  like_count   integer NOT NULL DEFAULT 0,
  created_at   integer NOT NULL
);
CREATE INDEX comments_video_idx ON comments (video_id, parent_id, created_at DESC);

CREATE TABLE comment_likes (
  uid        integer NOT NULL,
  comment_id integer NOT NULL,
  PRIMARY KEY (uid, comment_id)
);

CREATE TABLE barrages (
  id         serial PRIMARY KEY,
  video_id   integer NOT NULL REFERENCES videos (id),
  episode_id integer NOT NULL DEFAULT 0,
  uid        integer NOT NULL REFERENCES users (id),
  content    text NOT NULL,
  time       double precision NOT NULL,
  color      text NOT NULL DEFAULT '#ffffff',
  mode       integer NOT NULL DEFAULT 0,
  like_count integer NOT NULL DEFAULT 0,
  created_at integer NOT NULL
);
CREATE INDEX barrages_time_idx ON barrages (video_id, episode_id, time);

CREATE TABLE barrage_likes (
  uid        integer NOT NULL,
  barrage_id integer NOT NULL,
  PRIMARY KEY (uid, barrage_id)
);

CREATE TABLE barrage_reports (
  id         serial PRIMARY KEY,
  uid        integer NOT NULL,
  barrage_id integer NOT NULL,
  reason     text NOT NULL DEFAULT '',
  created_at integer NOT NULL
);

CREATE TABLE shield_users (
  uid        integer NOT NULL,
  target_uid integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (uid, target_uid)
);

CREATE TABLE shield_keywords (
  uid        integer NOT NULL,
  keyword    text NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (uid, keyword)
);

CREATE TABLE follows (
  uid        integer NOT NULL,
  target_uid integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (uid, target_uid)
);

CREATE TABLE blacklist (
  uid        integer NOT NULL,
  target_uid integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (uid, target_uid)
);

CREATE TABLE user_reports (
  id         serial PRIMARY KEY,
  uid        integer NOT NULL,
  target_uid integer NOT NULL,
  reason     text NOT NULL,
  media_key  text NOT NULL DEFAULT '',
  created_at integer NOT NULL
);

CREATE TABLE gold_records (
  id         serial PRIMARY KEY,
  uid        integer NOT NULL REFERENCES users (id),
  amount     integer NOT NULL,
  balance    integer NOT NULL,
  title      text NOT NULL,
  created_at integer NOT NULL
);

CREATE TABLE video_purchases (
  uid        integer NOT NULL REFERENCES users (id),
  video_id   integer NOT NULL REFERENCES videos (id),
  gold       integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (uid, video_id)
);

CREATE TABLE orders (
  id           text PRIMARY KEY,
  uid          integer NOT NULL REFERENCES users (id),
  to_uid       integer NOT NULL,
  package_id   integer NOT NULL,
  pay_type     integer NOT NULL,
  amount       double precision NOT NULL,
  price_symbol text NOT NULL,
  promotions   text NOT NULL DEFAULT '',
  status       integer NOT NULL DEFAULT 0,
  created_at   integer NOT NULL
);

CREATE TABLE bargains (
  key        text PRIMARY KEY,
  uid        integer NOT NULL REFERENCES users (id),
  package_id integer NOT NULL,
  type       integer NOT NULL,
  price      double precision NOT NULL,
  end_time   integer NOT NULL,
  created_at integer NOT NULL
);

CREATE TABLE messages (
  id         serial PRIMARY KEY,
  to_uid     integer NOT NULL,
  from_uid   integer NOT NULL DEFAULT 0,
  -- private | system | comment | like | fans
  kind       text NOT NULL,
  content    text NOT NULL,
  read       boolean NOT NULL DEFAULT false,
  created_at integer NOT NULL
);
CREATE INDEX messages_to_idx ON messages (to_uid, read);

CREATE TABLE trend_labels (
  id   integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE trends (
  id            serial PRIMARY KEY,
  uid           integer NOT NULL REFERENCES users (id),
  label         text NOT NULL DEFAULT '',
  description   text NOT NULL DEFAULT '',
  location      text NOT NULL DEFAULT '',
  video_id      integer NOT NULL DEFAULT 0,
  images        text NOT NULL DEFAULT '',
  cover         text NOT NULL DEFAULT '',
  like_count    integer NOT NULL DEFAULT 0,
  comment_count integer NOT NULL DEFAULT 0,
  created_at    integer NOT NULL
);
