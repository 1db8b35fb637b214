-- Private chat, the message centre's notices, complaints and device sessions (issue 10).

-- One row per private message. type: 0 from an ordinary user, 1 from a customer-service
-- account (spec 001 §3: type 0 is a plain message). content_type: 0 text, 1 image (content is
-- then the image path from UploadChatImage). client_id makes a retried send land once.
CREATE TABLE private_messages (
  id           serial PRIMARY KEY,
  from_uid     integer NOT NULL REFERENCES users (id),
  to_uid       integer NOT NULL REFERENCES users (id),
  type         integer NOT NULL DEFAULT 0,
  content_type integer NOT NULL DEFAULT 0,
  content      text NOT NULL,
  client_id    text NOT NULL DEFAULT '',
  read         boolean NOT NULL DEFAULT false,
  created_at   integer NOT NULL
);
CREATE INDEX private_messages_from_idx ON private_messages (from_uid, to_uid, id);
CREATE INDEX private_messages_to_idx ON private_messages (to_uid, from_uid, id);
CREATE INDEX private_messages_unread_idx ON private_messages (to_uid, read);
CREATE UNIQUE INDEX private_messages_client_idx ON private_messages (from_uid, client_id) WHERE client_id <> '';

-- Per user and conversation: muted (no tip, not in the red-dot count) and the history cleared
-- up to a message id (clearing is one-sided: the other user keeps their copy).
CREATE TABLE chat_settings (
  uid           integer NOT NULL,
  peer_uid      integer NOT NULL,
  muted         boolean NOT NULL DEFAULT false,
  cleared_to_id integer NOT NULL DEFAULT 0,
  PRIMARY KEY (uid, peer_uid)
);

-- onlyReceiveFriendMessage: only friends (mutual follows) and customer service may message.
ALTER TABLE users ADD COLUMN only_friend_messages boolean NOT NULL DEFAULT false;

-- Images sent in chat or attached to complaints: checked by content, kept as base64 so both
-- database drivers hand back the same plain string; served by an unguessable name.
CREATE TABLE chat_images (
  name       text PRIMARY KEY,
  uid        integer NOT NULL,
  mime       text NOT NULL,
  data       text NOT NULL,
  created_at integer NOT NULL
);

CREATE TABLE complaints (
  id         serial PRIMARY KEY,
  uid        integer NOT NULL,
  target_uid integer NOT NULL,
  message_id integer NOT NULL DEFAULT 0,
  reason     text NOT NULL,
  images     text NOT NULL DEFAULT '',
  created_at integer NOT NULL
);

-- Message-centre notices (system, comment, like, fans) get a title and a link target.
ALTER TABLE messages ADD COLUMN title text NOT NULL DEFAULT '';
ALTER TABLE messages ADD COLUMN media_key text NOT NULL DEFAULT '';
CREATE INDEX messages_kind_idx ON messages (to_uid, kind, id);

-- One live session per user and device kind (mobile, tv, pc): a login of a kind replaces the
-- row, which voids the older token of that kind. gen is the user's token_gen at login, so a
-- logout or password change (which move token_gen on) voids every session.
CREATE TABLE device_sessions (
  id         serial PRIMARY KEY,
  uid        integer NOT NULL REFERENCES users (id),
  kind       text NOT NULL,
  gen        integer NOT NULL,
  created_at integer NOT NULL,
  UNIQUE (uid, kind)
);
