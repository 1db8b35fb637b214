-- Issue 38: the moderation queue (reports of one target folded into one case), users' mute and
-- ban, the global shield keywords, a room's slow mode, refunds with a second approval and the
-- staff actions' idempotency keys.
ALTER TABLE users ADD COLUMN banned boolean NOT NULL DEFAULT false;
ALTER TABLE users ADD COLUMN muted_until integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN restrict_reason text NOT NULL DEFAULT '';

CREATE TABLE mod_cases (
  id              serial PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('barrage', 'comment', 'user', 'dynamic')),
  target_id       integer NOT NULL,
  state           text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'actioned', 'dismissed')),
  reports         integer NOT NULL DEFAULT 0,
  first_report_at integer NOT NULL,
  last_report_at  integer NOT NULL,
  action          text NOT NULL DEFAULT '',
  note            text NOT NULL DEFAULT '',
  handled_by      integer NOT NULL DEFAULT 0,
  handled_at      integer NOT NULL DEFAULT 0,
  -- What the target looked like when it was actioned (JSON; a hidden barrage is gone after).
  context         text NOT NULL DEFAULT ''
);
-- One open case per target: a new report of it joins that case.
CREATE UNIQUE INDEX mod_cases_open ON mod_cases (kind, target_id) WHERE state = 'open';
CREATE INDEX mod_cases_queue ON mod_cases (state, last_report_at DESC);

ALTER TABLE barrage_reports ADD COLUMN case_id integer NOT NULL DEFAULT 0;
ALTER TABLE user_reports ADD COLUMN case_id integer NOT NULL DEFAULT 0;

-- Folding happens in the database, so every path that stores a report (today's routes and any
-- later one) joins the open case of its target.
CREATE FUNCTION mod_case_of(k text, t integer, at integer) RETURNS integer AS $$
DECLARE cid integer;
BEGIN
  INSERT INTO mod_cases (kind, target_id, reports, first_report_at, last_report_at) VALUES (k, t, 1, at, at)
    ON CONFLICT (kind, target_id) WHERE state = 'open'
    DO UPDATE SET reports = mod_cases.reports + 1, last_report_at = GREATEST(mod_cases.last_report_at, EXCLUDED.last_report_at)
    RETURNING id INTO cid;
  RETURN cid;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION barrage_report_fold() RETURNS trigger AS $$
BEGIN
  UPDATE barrage_reports SET case_id = mod_case_of('barrage', NEW.barrage_id, NEW.created_at) WHERE id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER barrage_reports_fold AFTER INSERT ON barrage_reports FOR EACH ROW EXECUTE FUNCTION barrage_report_fold();

CREATE FUNCTION user_report_fold() RETURNS trigger AS $$
BEGIN
  UPDATE user_reports SET case_id = mod_case_of('user', NEW.target_uid, NEW.created_at) WHERE id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER user_reports_fold AFTER INSERT ON user_reports FOR EACH ROW EXECUTE FUNCTION user_report_fold();

-- Reports made before this migration: one open case per target.
INSERT INTO mod_cases (kind, target_id, reports, first_report_at, last_report_at)
  SELECT 'barrage', barrage_id, count(*), min(created_at), max(created_at) FROM barrage_reports GROUP BY barrage_id;
UPDATE barrage_reports r SET case_id = c.id FROM mod_cases c WHERE c.kind = 'barrage' AND c.target_id = r.barrage_id;
INSERT INTO mod_cases (kind, target_id, reports, first_report_at, last_report_at)
  SELECT 'user', target_uid, count(*), min(created_at), max(created_at) FROM user_reports GROUP BY target_uid;
UPDATE user_reports r SET case_id = c.id FROM mod_cases c WHERE c.kind = 'user' AND c.target_id = r.target_uid;

CREATE TABLE global_shield_words (
  word       text PRIMARY KEY,
  created_by integer NOT NULL,
  created_at integer NOT NULL
);

CREATE TABLE room_slow_mode (
  media_key  text PRIMARY KEY,
  seconds    integer NOT NULL CHECK (seconds > 0),
  set_by     integer NOT NULL,
  set_at     integer NOT NULL
);

CREATE TABLE refunds (
  id           serial PRIMARY KEY,
  order_id     text NOT NULL REFERENCES orders (id),
  amount       double precision NOT NULL CHECK (amount > 0),
  state        text NOT NULL CHECK (state IN ('awaiting_approval', 'processing', 'done', 'rejected', 'failed')),
  reason       text NOT NULL,
  request_id   text NOT NULL UNIQUE,
  requested_by integer NOT NULL,
  approved_by  integer NOT NULL DEFAULT 0,
  provider_ref text NOT NULL DEFAULT '',
  vip_days     integer NOT NULL DEFAULT 0,
  created_at   integer NOT NULL,
  done_at      integer NOT NULL DEFAULT 0
);
CREATE INDEX refunds_order ON refunds (order_id);
CREATE INDEX refunds_state ON refunds (state, id DESC);

-- A staff action's key: the same key again answers the first outcome (double clicks, retries).
CREATE TABLE staff_requests (
  request_id text PRIMARY KEY,
  staff_uid  integer NOT NULL,
  action     text NOT NULL,
  result     text NOT NULL,
  created_at integer NOT NULL
);
