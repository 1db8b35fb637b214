-- Issue 42 (弹幕屏蔽等级): a barrage's score comes from its likes (like_count) and the users who
-- reported it, kept here as a count beside like_count so a list reads it without a join; and
-- the viewer's shield level (1..10) joins the other barrage display settings.
ALTER TABLE barrages ADD COLUMN report_count integer NOT NULL DEFAULT 0;
UPDATE barrages b SET report_count = r.n
  FROM (SELECT barrage_id, count(*)::int AS n FROM barrage_reports GROUP BY barrage_id) r
  WHERE r.barrage_id = b.id;
ALTER TABLE barrage_configs ADD COLUMN shield_level integer NOT NULL DEFAULT 1
  CHECK (shield_level BETWEEN 1 AND 10);
