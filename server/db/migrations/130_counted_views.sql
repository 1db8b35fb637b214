-- Anonymous counters (videos.play_count, ads.views) count a viewer once per target and day: a
-- viewer is the user when logged in, else the device (the DeviceId header, the client's
-- visitorId), else the client address. A repeated report finds its row here and writes nothing
-- else, so it neither inflates the counter nor touches the cached catalog. The server prunes
-- days older than yesterday.
CREATE TABLE counted_views (
  kind   text    NOT NULL CHECK (kind IN ('play', 'ad')),
  target integer NOT NULL,
  viewer text    NOT NULL,
  day    integer NOT NULL,
  PRIMARY KEY (kind, target, viewer, day)
);
CREATE INDEX counted_views_day ON counted_views (day);
