-- Search finds what a viewer types with a remote (issue 28, point 1).
--
-- The TV keyboard has only A-Z and 0-9, so a title is also searched by its pinyin: the full
-- syllables separated by spaces ('fan hua si jin') and their initials ('fhsj'). SQL has no
-- pinyin dictionary: the server fills both columns (server/search/search-forms.ts) when it
-- inserts a video, and for rows that have none yet (the rows before this migration, a row
-- inserted by hand, a retitled row) at startup and before it reloads its search index. NULL
-- means "not filled yet"; a title without letters, digits or hanzi gets ''.
ALTER TABLE videos ADD COLUMN search_pinyin text;
ALTER TABLE videos ADD COLUMN search_initials text;
-- The backfill asks for the rows still to fill: a small partial index, empty once they are.
CREATE INDEX videos_search_unfilled_idx ON videos (id) WHERE search_pinyin IS NULL;

-- A search page takes the most played of its matches: this index gives them in order without
-- sorting every match (a one-letter keyword matches thousands). Hot lists order the same way.
CREATE INDEX videos_hot_idx ON videos (play_count DESC, id);

-- A changed title drops its forms, so they are filled again from the new title.
CREATE FUNCTION clear_stale_search_pinyin() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.title IS DISTINCT FROM OLD.title THEN
    NEW.search_pinyin := NULL;
    NEW.search_initials := NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER videos_search_pinyin_stale
  BEFORE UPDATE OF title ON videos
  FOR EACH ROW EXECUTE FUNCTION clear_stale_search_pinyin();

-- Each server process keeps an in-memory index of the searchable text (catalog-search.ts) and
-- reloads it when this number moves. A trigger bumps it, so writes from any process count
-- (media:import, a second server on PostgreSQL), not only the ones this process tracks; play,
-- like and other counter updates do not touch these columns and do not reload anything.
CREATE TABLE search_catalog_version (
  id      integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO search_catalog_version (id, version) VALUES (1, 0);

CREATE FUNCTION bump_search_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER videos_search_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF title, tags, description, search_pinyin, search_initials ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_search_catalog_version();
CREATE TRIGGER videos_search_catalog_truncate
  AFTER TRUNCATE ON videos
  FOR EACH STATEMENT EXECUTE FUNCTION bump_search_catalog_version();
