-- Phone and e-mail (issue 8, point 10): area codes in one form (digits only, '86' for a phone
-- saved without one, as registration does), duplicates resolved deterministically (the oldest
-- account keeps the number or address, later ones lose it and must verify a new one), unique
-- again; and the verification codes for changing them.
DROP INDEX IF EXISTS users_phone_key;
DROP INDEX IF EXISTS users_email_key;
UPDATE users SET area_code = regexp_replace(area_code, '[^0-9]', '', 'g') WHERE area_code ~ '[^0-9]';
UPDATE users SET area_code = '86' WHERE phone <> '' AND area_code = '';
UPDATE users SET email = btrim(email) WHERE email <> btrim(email);
UPDATE users u SET phone = '' WHERE u.phone <> '' AND EXISTS (
  SELECT 1 FROM users o WHERE o.phone = u.phone AND o.area_code = u.area_code AND o.id < u.id);
UPDATE users u SET email = '' WHERE u.email <> '' AND EXISTS (
  SELECT 1 FROM users o WHERE lower(o.email) = lower(u.email) AND o.id < u.id);
CREATE UNIQUE INDEX users_phone_key ON users (area_code, phone) WHERE phone <> '';
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email <> '';
CREATE INDEX users_phone_any_area ON users (phone) WHERE phone <> '';

-- code_hash = HMAC of the code (never the code itself); used_at set once, atomically.
CREATE TABLE contact_codes (
  id         serial PRIMARY KEY,
  uid        integer NOT NULL REFERENCES users (id),
  type       text NOT NULL CHECK (type IN ('phone', 'email')),
  area_code  text NOT NULL DEFAULT '',
  target     text NOT NULL,
  code_hash  text NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  expires_at integer NOT NULL,
  used_at    integer,
  created_at integer NOT NULL
);
CREATE INDEX contact_codes_uid ON contact_codes (uid, type, id);
