-- One sessions table (issue 31): the signed-in devices of the account page (user_sessions) and
-- the one live session per device kind of the login rule (device_sessions) were two tables
-- about one thing, a device's sign-in. Every row is a sign-in of a device of the user (the
-- DeviceId header, else a hash of its user agent) under token_gen:
-- - kind '': the device's row of the signed-in devices list, one per device;
-- - kind mobile, tv or pc: the user's one live session of that device kind and the device that
--   holds it; its token gid is 1 000 000 000 + id, and a login of that kind takes the row over
--   with a new id, which voids the older token.
CREATE TABLE sessions (
  id          serial PRIMARY KEY,
  uid         integer NOT NULL REFERENCES users (id),
  kind        text NOT NULL DEFAULT '',
  -- '' only on device-kind sessions started before this table (their device was not kept).
  device_key  text NOT NULL DEFAULT '',
  device_name text NOT NULL DEFAULT '',
  ip          text NOT NULL DEFAULT '',
  token_gen   integer NOT NULL,
  created_at  integer NOT NULL,
  last_seen   integer NOT NULL
);
CREATE UNIQUE INDEX sessions_device_idx ON sessions (uid, device_key) WHERE kind = '';
CREATE UNIQUE INDEX sessions_kind_idx ON sessions (uid, kind) WHERE kind <> '';

-- Live device-kind sessions keep their ids, so the tokens already handed out stay valid; new
-- ids continue above them.
INSERT INTO sessions (id, uid, kind, token_gen, created_at, last_seen)
  SELECT id, uid, kind, gen, created_at, created_at FROM device_sessions;
SELECT setval(pg_get_serial_sequence('sessions', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM device_sessions), 1), (SELECT COUNT(*) > 0 FROM device_sessions));
INSERT INTO sessions (uid, device_key, device_name, ip, token_gen, created_at, last_seen)
  SELECT uid, device_key, device_name, ip, token_gen, created_at, last_seen FROM user_sessions;

DROP TABLE device_sessions;
DROP TABLE user_sessions;
