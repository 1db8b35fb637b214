-- Account, personal centre and scan-to-login (issue 12, server half).

-- Image captchas before a recovery code is sent: only an HMAC of the answer, single use
-- (any check spends it), 5 minutes.
CREATE TABLE captchas (
  id          text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at  integer NOT NULL,
  used_at     integer
);

-- Signed-in devices: one row per user and device (the client's DeviceId, or a hash of the
-- user agent when it sends none) for the current token generation; "sign out the others" moves
-- the generation on, which voids every other token, and keeps only the caller's row.
CREATE TABLE user_sessions (
  uid         integer NOT NULL REFERENCES users (id),
  device_key  text NOT NULL,
  device_name text NOT NULL,
  ip          text NOT NULL DEFAULT '',
  token_gen   integer NOT NULL,
  created_at  integer NOT NULL,
  last_seen   integer NOT NULL,
  PRIMARY KEY (uid, device_key)
);

-- Daily sign-in, one row per user and UTC day of the server's clock (the key pays once).
CREATE TABLE sign_ins (
  uid        integer NOT NULL REFERENCES users (id),
  day        integer NOT NULL,
  streak     integer NOT NULL,
  gold       integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (uid, day)
);

-- New-hand tasks: each paid once per user, ever.
CREATE TABLE newhand_tasks (
  uid        integer NOT NULL REFERENCES users (id),
  type       integer NOT NULL,
  gold       integer NOT NULL,
  created_at integer NOT NULL,
  PRIMARY KEY (uid, type)
);

-- Invitation codes (made on first ask) and who entered whose code: once per invitee.
CREATE TABLE invitation_codes (
  uid  integer PRIMARY KEY REFERENCES users (id),
  code text NOT NULL UNIQUE
);
CREATE TABLE invitations (
  invitee_uid integer PRIMARY KEY REFERENCES users (id),
  inviter_uid integer NOT NULL REFERENCES users (id),
  gold        integer NOT NULL,
  created_at  integer NOT NULL
);
CREATE INDEX invitations_inviter ON invitations (inviter_uid, created_at);

-- Scan-to-login tickets: only a hash of the ticket, bound to the TV's socket; 2 minutes,
-- decided once (pending -> confirmed | refused | expired).
CREATE TABLE login_tickets (
  id          serial PRIMARY KEY,
  ticket_hash text NOT NULL UNIQUE,
  socket_id   text NOT NULL,
  device_key  text NOT NULL,
  device_name text NOT NULL,
  ip          text NOT NULL DEFAULT '',
  status      text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'refused', 'expired')),
  uid         integer REFERENCES users (id),
  expires_at  integer NOT NULL,
  created_at  integer NOT NULL,
  decided_at  integer
);
CREATE INDEX login_tickets_socket ON login_tickets (socket_id) WHERE status = 'pending';
CREATE INDEX video_ratings_uid ON video_ratings (uid);
