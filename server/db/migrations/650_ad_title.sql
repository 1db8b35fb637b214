-- A barrage advert (the danmu group, spec 002 §3) is drawn as a line of text among the barrage,
-- so an ad carries the words it shows; the image ads leave it empty. The demo's barrage advert
-- gets its line here when the database was seeded before this migration.
ALTER TABLE ads ADD COLUMN IF NOT EXISTS title text NOT NULL DEFAULT '';
UPDATE ads SET title = '开通VIP，免广告畅享高清大片' WHERE grp = 'danmu' AND title = '';
