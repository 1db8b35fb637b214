-- Youth mode (issue 30, point 1). A title is listed, searched and played in youth mode only when
-- marked suitable for minors (the demo seed marks some: server/youth/seed.ts).
ALTER TABLE videos ADD COLUMN minor_ok boolean NOT NULL DEFAULT false;

-- One row per subject in youth mode: 'u:<uid>' for an account, 'd:<DeviceId>' for a guest's
-- device. pin_hash is scrypt (server/youth/pin.ts); fails counts wrong PINs since the last right
-- one, and locked_until (unix seconds, youth clock) stops turning off after the fifth.
CREATE TABLE youth_modes (
  subject      text PRIMARY KEY,
  pin_hash     text NOT NULL,
  fails        integer NOT NULL DEFAULT 0,
  locked_until bigint NOT NULL DEFAULT 0,
  created_at   bigint NOT NULL
);

-- Watched seconds per subject and local day (the server's clock), credited from the player's
-- progress reports; last_at is the subject's previous report.
CREATE TABLE youth_usage (
  subject  text NOT NULL,
  day      integer NOT NULL,
  seconds  integer NOT NULL DEFAULT 0,
  last_at  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (subject, day)
);

-- Codes for a forgotten PIN, sent to the account's verified phone or e-mail.
CREATE TABLE youth_pin_codes (
  id         serial PRIMARY KEY,
  uid        integer NOT NULL REFERENCES users (id),
  code_hash  text NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  expires_at bigint NOT NULL,
  created_at bigint NOT NULL,
  used_at    bigint
);
CREATE INDEX youth_pin_codes_uid ON youth_pin_codes (uid, id);
