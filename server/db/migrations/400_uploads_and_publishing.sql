-- Publishing dynamics (issue 13): chunked uploads, the chunks the server holds, and the videos
-- users publish while they are transcoded.

-- One file being sent in 2 MB chunks: a video (key made by CreateVideoFile) or a cover (key
-- chosen by the client, so keys are unique per user, not globally).
CREATE TABLE uploads (
  id             serial PRIMARY KEY,
  uid            integer NOT NULL REFERENCES users (id),
  kind           text NOT NULL CHECK (kind IN ('video', 'cover')),
  file_key       text NOT NULL,
  file_name      text NOT NULL DEFAULT '',
  -- Size announced by CreateVideoFile (0 = not announced); it reserves quota until received.
  declared_size  bigint NOT NULL DEFAULT 0,
  -- Number of chunks, fixed by the first chunk (0 = no chunk yet).
  total_chunks   integer NOT NULL DEFAULT 0,
  received_bytes bigint NOT NULL DEFAULT 0,
  -- receiving -> assembling -> complete (file checked and kept) -> used (published, source gone)
  state          text NOT NULL DEFAULT 'receiving' CHECK (state IN ('receiving', 'assembling', 'complete', 'used')),
  -- Public path of a finished cover; the storage key of a finished video.
  filepath       text NOT NULL DEFAULT '',
  created_at     integer NOT NULL,
  updated_at     integer NOT NULL,
  UNIQUE (uid, kind, file_key)
);
CREATE INDEX uploads_key_idx ON uploads (file_key);
CREATE INDEX uploads_stale_idx ON uploads (state, updated_at);

CREATE TABLE upload_chunks (
  upload_id integer NOT NULL REFERENCES uploads (id) ON DELETE CASCADE,
  -- 1-based, as the client numbers them.
  idx       integer NOT NULL CHECK (idx >= 1),
  size      integer NOT NULL CHECK (size > 0),
  sha256    text NOT NULL,
  PRIMARY KEY (upload_id, idx)
);

-- A SaveVideo: the catalog id is reserved from the videos sequence at once (SaveVideo replies
-- with it and CreateTrends refers to it); the videos row itself appears only when the stream is
-- ready, so nothing lists or plays a video that cannot play yet.
CREATE TABLE published_videos (
  video_id     integer PRIMARY KEY,
  uid          integer NOT NULL REFERENCES users (id),
  upload_id    integer NOT NULL UNIQUE REFERENCES uploads (id),
  title        text NOT NULL DEFAULT '',
  labels       text NOT NULL DEFAULT '',
  cover        text NOT NULL DEFAULT '',
  category_id  integer NOT NULL REFERENCES categories (id),
  state        text NOT NULL DEFAULT 'processing' CHECK (state IN ('processing', 'published', 'failed')),
  progress     integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  reason       text NOT NULL DEFAULT '',
  stream_key   text NOT NULL DEFAULT '',
  source_bytes bigint NOT NULL DEFAULT 0,
  created_at   integer NOT NULL,
  updated_at   integer NOT NULL
);
CREATE INDEX published_videos_uid_idx ON published_videos (uid);

CREATE INDEX trends_uid_idx ON trends (uid, id DESC);
CREATE INDEX trends_created_idx ON trends (created_at DESC, id DESC);
