-- Issue 38: staff roles as permission bit sets, staff members (users with a role and a TOTP
-- seed), staff sessions (shorter than members', ADR 056) and the insert-only, hash-chained
-- audit log of every staff action.
CREATE TABLE staff_roles (
  name  text PRIMARY KEY,
  title text NOT NULL,
  perms integer NOT NULL
);

CREATE TABLE staff (
  uid         integer PRIMARY KEY REFERENCES users (id),
  role        text NOT NULL REFERENCES staff_roles (name),
  totp_secret text NOT NULL,
  disabled    boolean NOT NULL DEFAULT false,
  created_at  integer NOT NULL
);

CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  uid        integer NOT NULL REFERENCES staff (uid),
  ip         text NOT NULL DEFAULT '',
  created_at integer NOT NULL,
  expires_at integer NOT NULL
);
CREATE INDEX staff_sessions_uid ON staff_sessions (uid);

CREATE TABLE audit_log (
  id         serial PRIMARY KEY,
  created_at integer NOT NULL,
  staff_uid  integer NOT NULL,
  role       text NOT NULL,
  action     text NOT NULL,
  target     text NOT NULL DEFAULT '',
  before     text NOT NULL DEFAULT '',
  after      text NOT NULL DEFAULT '',
  ip         text NOT NULL DEFAULT '',
  prev_hash  text NOT NULL,
  hash       text NOT NULL
);
CREATE INDEX audit_log_staff ON audit_log (staff_uid, id);
CREATE INDEX audit_log_action ON audit_log (action, id);

-- Insert-only: the database itself refuses to change or remove a row.
CREATE FUNCTION audit_log_refuse() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is insert-only';
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse();
