-- Issue 38 point 4: the staff catalogue (ADR 061). A title, episode, home row, advert or help
-- article an operator makes starts as a draft (published = false) and no viewer query shows it
-- until it is published. Rows that exist already were visible, so they stay published.
ALTER TABLE videos ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE videos ADD COLUMN updated_at integer NOT NULL DEFAULT 0;
ALTER TABLE episodes ADD COLUMN published boolean NOT NULL DEFAULT true;
ALTER TABLE ads ADD COLUMN published boolean NOT NULL DEFAULT true;
-- An advert's schedule: shown from starts_at until ends_at (unix seconds; 0 = open-ended).
ALTER TABLE ads ADD COLUMN starts_at integer NOT NULL DEFAULT 0;
ALTER TABLE ads ADD COLUMN ends_at integer NOT NULL DEFAULT 0;
ALTER TABLE help_articles ADD COLUMN published boolean NOT NULL DEFAULT true;
-- The Markdown an operator wrote; contxt keeps the sanitized HTML viewers get ('' = imported HTML).
ALTER TABLE help_articles ADD COLUMN markdown text NOT NULL DEFAULT '';
-- A package that orders, bargains or grants refer to is never deleted: it is retired (no longer
-- offered, still named on the old orders).
ALTER TABLE vip_packages ADD COLUMN retired boolean NOT NULL DEFAULT false;

-- Publishing or withdrawing a title changes what search finds (catalog-search.ts reloads on this).
CREATE TRIGGER videos_search_catalog_published
  AFTER UPDATE OF published ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_search_catalog_version();

-- Subtitle and alternate-audio tracks of an episode, added by the key of a file already
-- uploaded; the packager writes them into the stream's master playlist (ADR 033).
CREATE TABLE episode_tracks (
  id         serial PRIMARY KEY,
  episode_id integer NOT NULL REFERENCES episodes (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('subtitles', 'audio')),
  lang       text NOT NULL,
  name       text NOT NULL,
  file_key   text NOT NULL,
  upload_id  integer REFERENCES uploads (id),
  created_at integer NOT NULL,
  UNIQUE (episode_id, kind, lang)
);

-- The rows of the home page, in order: a category's most played titles or titles picked by
-- hand (video_ids, comma-separated, in the order shown). The categories' rows carry the
-- category's id, so the home's section ids stay what they were; rows made later number from 1000.
CREATE SEQUENCE home_rows_id_seq START 1000;
CREATE TABLE home_rows (
  id          integer PRIMARY KEY DEFAULT nextval('home_rows_id_seq'),
  title       text NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('category', 'picks')),
  category_id integer REFERENCES categories (id),
  video_ids   text NOT NULL DEFAULT '',
  sort        integer NOT NULL DEFAULT 0,
  published   boolean NOT NULL DEFAULT false,
  updated_at  integer NOT NULL DEFAULT 0,
  CHECK (kind <> 'category' OR category_id IS NOT NULL)
);
ALTER SEQUENCE home_rows_id_seq OWNED BY home_rows.id;
CREATE INDEX home_rows_sort ON home_rows (sort, id) WHERE published;

-- A database seeded before this migration: its categories become the home's rows, as the home
-- showed them (a fresh database gets them from the seed, server/db/seed.ts).
INSERT INTO home_rows (id, title, kind, category_id, sort, published, updated_at)
  SELECT id, name, 'category', id, sort, true, 0 FROM categories;
