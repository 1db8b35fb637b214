-- Registration codes (issue 27, point 7a): a phone or e-mail account is registered only with a
-- code sent to that phone or e-mail, so nobody can squat a number the owner later wants. Like
-- contact_codes, but for a target without an account yet: stored only as an HMAC, single use,
-- 10 minutes, 5 wrong tries; rows older than a day are swept on the next send.
CREATE TABLE register_codes (
  id         serial PRIMARY KEY,
  type       text NOT NULL CHECK (type IN ('phone', 'email')),
  area_code  text NOT NULL DEFAULT '',
  target     text NOT NULL,
  code_hash  text NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  expires_at integer NOT NULL,
  used_at    integer,
  created_at integer NOT NULL
);
CREATE INDEX register_codes_target ON register_codes (type, area_code, target, id);
CREATE INDEX register_codes_expires ON register_codes (expires_at);
