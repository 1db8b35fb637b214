-- Barrage display settings at full precision, one typed row per user, replacing the
-- users.barrage_config JSON that held font size and speed as 0/1/2 steps. Typed columns with
-- checks mean a bad value can never be stored, whichever code path writes it.
CREATE TABLE barrage_configs (
  uid                  integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  open                 boolean NOT NULL DEFAULT true,
  opacity              double precision NOT NULL DEFAULT 1 CHECK (opacity >= 0 AND opacity <= 1),
  font_scale           double precision NOT NULL DEFAULT 1 CHECK (font_scale >= 0.4 AND font_scale <= 1.6),
  speed                double precision NOT NULL DEFAULT 1 CHECK (speed >= 0.4 AND speed <= 1.6),
  area                 double precision NOT NULL DEFAULT 1 CHECK (area IN (0.25, 0.5, 0.75, 1)),
  follow_playback_rate boolean NOT NULL DEFAULT true,
  -- Hidden modes as '1,2' (0 scroll, 1 top, 2 bottom), sorted, no repeats; '' = none.
  hidden_modes         text NOT NULL DEFAULT '' CHECK (hidden_modes ~ '^([0-2](,[0-2]){0,2})?$'),
  updated_at           integer NOT NULL DEFAULT 0
);

-- Old rows: each field is taken only when it has the right type and range, else the default,
-- so a stored value of any shape converts without failing the migration. The 0/1/2 steps map
-- to the values the client used for them (font 0.8/1/1.3, speed 0.7/1/1.4).
INSERT INTO barrage_configs (uid, open, opacity, font_scale, speed, area, hidden_modes)
SELECT
  u.id,
  CASE WHEN jsonb_typeof(c -> 'open') = 'boolean' THEN (c ->> 'open')::boolean ELSE true END,
  CASE WHEN jsonb_typeof(c -> 'opacity') = 'number' AND (c ->> 'opacity')::double precision BETWEEN 0 AND 1
       THEN (c ->> 'opacity')::double precision ELSE 1 END,
  CASE WHEN jsonb_typeof(c -> 'fontSize') = 'number' THEN
    CASE (c ->> 'fontSize')::double precision WHEN 0 THEN 0.8 WHEN 2 THEN 1.3 ELSE 1 END
  ELSE 1 END,
  CASE WHEN jsonb_typeof(c -> 'speed') = 'number' THEN
    CASE (c ->> 'speed')::double precision WHEN 0 THEN 0.7 WHEN 2 THEN 1.4 ELSE 1 END
  ELSE 1 END,
  CASE WHEN jsonb_typeof(c -> 'area') = 'number' AND (c ->> 'area')::double precision IN (0.25, 0.5, 0.75, 1)
       THEN (c ->> 'area')::double precision ELSE 1 END,
  CASE WHEN jsonb_typeof(c -> 'hiddenModes') = 'array' THEN COALESCE((
    SELECT string_agg(DISTINCT m, ',' ORDER BY m)
    FROM jsonb_array_elements_text(c -> 'hiddenModes') AS m
    WHERE m IN ('0', '1', '2')
  ), '') ELSE '' END
FROM (SELECT id, barrage_config AS c FROM users WHERE jsonb_typeof(barrage_config) = 'object') AS u;

ALTER TABLE users DROP COLUMN barrage_config;
