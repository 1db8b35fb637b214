-- Gold cannot be farmed (issue 27, point 2).
--
-- The watch tasks pay on watch time the server observed, not on the play position the client
-- reports: each progress report (AddPlayRecord) of a signed-in user credits the wall-clock
-- seconds since that user's previous report when that one is recent (engagement.ts,
-- recordWatchReport). One row per user: the day of the last credit and that day's seconds (the
-- daily task), all seconds ever (the new-hand task), the time of the last report. Play records
-- from before this table prove nothing: their positions were the client's word.
CREATE TABLE watch_time (
  uid           integer PRIMARY KEY REFERENCES users (id),
  day           integer NOT NULL,
  day_seconds   integer NOT NULL DEFAULT 0,
  total_seconds integer NOT NULL DEFAULT 0,
  last_at       integer NOT NULL
);

-- An invitation pays the inviter only up to a daily cap (rewards.ts, INVITATION_DAILY_CAP): what
-- the inviter got for each one, 0 over the cap. The invitations before this paid both sides alike.
ALTER TABLE invitations ADD COLUMN inviter_gold integer NOT NULL DEFAULT 0;
UPDATE invitations SET inviter_gold = gold;

-- Visitors' plays and ad views now count per client address, whatever DeviceId says (issue 27,
-- point 7b; view-count.ts): the marks keyed by a device id ('d:...') are no viewer any more.
DELETE FROM counted_views WHERE viewer LIKE 'd:%';
