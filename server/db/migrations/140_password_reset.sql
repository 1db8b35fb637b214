-- Password recovery codes (issue 8, point 2): like contact_codes, stored only as an HMAC,
-- single use, 10 minutes, 5 wrong tries.
CREATE TABLE password_reset_codes (
  id         serial PRIMARY KEY,
  uid        integer NOT NULL REFERENCES users (id),
  code_hash  text NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  expires_at integer NOT NULL,
  used_at    integer,
  created_at integer NOT NULL
);
CREATE INDEX password_reset_codes_uid ON password_reset_codes (uid, id);
