// Demo seed. Idempotent: fixed ids/keys with ON CONFLICT DO NOTHING, and a version marker so a
// restart skips the work entirely.
import { hashPassword } from '../auth/password';
import type { Db } from './db';
import {
  ADS, APP_CONFIG, CATEGORIES, DEMO_PASSWORD, DEMO_USERS, GIFT_BOX_PROMOTION, HELP_ARTICLES, HELP_CATEGORIES, HOT_SEARCH, PAY_TYPES,
  RECHARGE_ACTIVITY, SERIES_INTRO_END, SERIES_OUTRO_FROM_END, STREAM_COUNT, TREND_LABELS, VIDEOS, VIP_CATEGORIES, VIP_PACKAGES,
} from './seed-data';
import { seedMiniVideos } from './seed-mini-videos';
import { fillSearchPinyin } from '../search/search-forms';

// 2: uploaders and the series' opening/closing marks (applied to a version-1 database too:
// every step below is idempotent). 3: VIP payments (issue 9): the customer-service desk and
// every pay type of spec 000 §4 on the first VIP category. 4: the couple package's gift box
// (a package with a physical gift needs a delivery address on its order). 5: the demo short
// videos of /miniVideoChannel (seed-mini-videos.ts). 6: v1007, the demo with subtitles and
// audio tracks (issue 29), over its own stream folder.
export const SEED_VERSION = '6';

const streamOf = (i: number) => `demo-${(i % STREAM_COUNT) + 1}`;
/** The media layer draws 24 posters, poster-1..poster-24.jpg. */
export const posterOf = (i: number) => `/media/posters/poster-${(i % 24) + 1}.jpg`;

export async function seed(db: Db, opts: { streamDurations?: Map<string, number> } = {}): Promise<boolean> {
  const marker = await db.query<{ value: string }>(`SELECT value FROM app_config WHERE key = 'seed_version'`);
  if (marker.rows[0]?.value === SEED_VERSION) return false;
  const now = Math.floor(Date.now() / 1000);
  const duration = (key: string) => opts.streamDurations?.get(key) ?? 60;

  // Hash outside the transaction: scrypt is slow and PGlite runs one transaction at a time.
  const hashes = new Map<string, string>();
  for (const u of DEMO_USERS) {
    const exists = await db.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [u.username]);
    if (!exists.rows.length) hashes.set(u.username, await hashPassword(DEMO_PASSWORD));
  }

  await db.transaction(async (tx) => {
    for (const c of CATEGORIES) {
      const made = await tx.query('INSERT INTO categories (id, key, name, sort) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id', [c.id, c.key, c.name, c.id]);
      // A category new to this database gets its home row (ADR 061), with the category's id so
      // the home's section ids stay what clients saw before rows were editable.
      if (made.rows.length) {
        await tx.query(`INSERT INTO home_rows (id, title, kind, category_id, sort, published, updated_at) VALUES ($1, $2, 'category', $1, $1, true, $3) ON CONFLICT DO NOTHING`, [c.id, c.name, now]);
      }
    }
    for (const u of DEMO_USERS) {
      const hash = hashes.get(u.username);
      if (!hash) continue;
      const expire = u.vipLevel > 0 ? now + 365 * 86400 : 0;
      await tx.query(
        `INSERT INTO users (username, phone, area_code, email, password_hash, nick_name, avatar, vip_level, vip_type_name,
           vip_category_id, vip_expire, level, gold, big_v, kefu, created_at)
         VALUES ($1, $2, '86', $3, $4, $5, $6, $7, $8, $9, $10, 3, $11, $12, $13, $14) ON CONFLICT DO NOTHING`,
        [u.username, u.phone, u.email, hash, u.nick, '', u.vipLevel, u.vipTypeName, u.vipCategoryId, expire, u.gold, u.bigV, u.kefu, now],
      );
    }
    for (const [i, v] of VIDEOS.entries()) {
      const stream = v.stream ?? streamOf(i);
      await tx.query(
        `INSERT INTO videos (media_key, title, poster, category_id, tags, year, region, score, play_count, description, vip, gold, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (media_key) DO NOTHING`,
        [v.key, v.title, posterOf(i), v.cat, v.tags.join(','), v.year, v.region, v.score, v.plays, v.desc, v.vip ?? false, v.gold ?? 0, now - i * 3600],
      );
      const count = v.episodes ?? 1;
      for (let e = 1; e <= count; e++) {
        const dir = count === 1 ? stream : streamOf(i + e - 1);
        // Each episode has its own stream key over a shared demo folder (media_dir), so that a
        // free episode's key never opens a VIP one (migration 121).
        await tx.query(
          `INSERT INTO episodes (video_id, idx, title, stream_key, media_dir, duration_sec, vip)
           SELECT id, $2, $3, $7, $4, $5, $6 FROM videos WHERE media_key = $1 ON CONFLICT DO NOTHING`,
          // In a series the last episodes are VIP-only, as on real platforms.
          [v.key, e, count === 1 ? '正片' : `第${e}集`, dir, duration(dir), count > 2 && e > count - 2, `${v.key}-${e}`],
        );
      }
    }
    // Up-masters and episode marks are UPDATEs so that a database seeded before they existed gets
    // them too; a mark or uploader set by hand is left alone.
    for (const v of VIDEOS) {
      if (!v.uploader) continue;
      await tx.query(
        `UPDATE videos SET uploader_uid = (SELECT id FROM users WHERE lower(username) = lower($2))
         WHERE media_key = $1 AND uploader_uid IS NULL`,
        [v.key, v.uploader],
      );
    }
    const series = VIDEOS.filter((v) => (v.episodes ?? 1) > 1).map((v) => v.key);
    await tx.query(
      `UPDATE episodes e SET intro_end = $2::float8, outro_start = e.duration_sec - $3::float8
       FROM videos v WHERE v.id = e.video_id AND v.media_key = ANY(string_to_array($1::text, ','))
         AND e.intro_end IS NULL AND e.outro_start IS NULL AND e.duration_sec > $2::float8 + $3::float8`,
      [series.join(','), SERIES_INTRO_END, SERIES_OUTRO_FROM_END],
    );
    for (const c of HELP_CATEGORIES) {
      await tx.query('INSERT INTO help_categories (id, path, title, sort) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [c.id, c.path, c.title, c.id]);
    }
    for (const a of HELP_ARTICLES) {
      await tx.query('INSERT INTO help_articles (id, category_id, title, contxt, sort) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [a.id, a.cat, a.title, a.contxt, a.id]);
    }
    for (const c of VIP_CATEGORIES) {
      await tx.query('INSERT INTO vip_categories (id, name, style_type, pay_types, sort) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING', [c.id, c.name, c.styleType, c.payTypes, c.id]);
    }
    // The first category offers every pay type; a database seeded before keeps a hand-made list.
    await tx.query(`UPDATE vip_categories SET pay_types = $2 WHERE id = $1 AND pay_types = '-1,0,2,3,5'`, [VIP_CATEGORIES[0].id, VIP_CATEGORIES[0].payTypes]);
    for (const p of VIP_PACKAGES) {
      const promotions = [...(p.days >= 180 ? [{ promotionCode: 'LONG180', title: '180天及以上额外立减' }] : []), ...('giftBox' in p && p.giftBox ? [GIFT_BOX_PROMOTION] : [])];
      await tx.query(
        `INSERT INTO vip_packages (id, category_id, name, type, validity_days, gift_days, price, price_symbol, rmb, disprice, disrmb, promotions, bargain, menber_count, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, '€', $8, $9, $10, $11::jsonb, $12, $13, $1) ON CONFLICT DO NOTHING`,
        [p.id, p.cat, p.name, p.type, p.days, p.gift, p.price, p.rmb, p.disprice, p.disrmb, JSON.stringify(promotions), p.bargain, p.members],
      );
    }
    // A database seeded before version 4 gets the gift box on the couple package too.
    await tx.query(`UPDATE vip_packages SET promotions = promotions || $1::jsonb WHERE id = 301 AND NOT promotions @> $1::jsonb`, [JSON.stringify([GIFT_BOX_PROMOTION])]);
    for (const [i, t] of PAY_TYPES.entries()) {
      await tx.query('INSERT INTO pay_types (pay_type, title, img, sort) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [t.payType, t.title, t.img, i]);
    }
    for (const a of ADS) {
      const appParam = [{ device: 'h5', type: a.param.type, pagePath: a.param.pagePath, param: '', isNeedLogin: a.param.isNeedLogin, webUrl: a.param.type === 2 ? a.link : '' }];
      await tx.query(
        'INSERT INTO ads (id, grp, show_url, link_url, app_param, duration, sort, title) VALUES ($1, $2, $3, $4, $5::jsonb, 5, $1, $6) ON CONFLICT DO NOTHING',
        [a.id, a.grp, a.show, a.link, JSON.stringify(appParam), (a as { title?: string }).title ?? ''],
      );
    }
    for (const [k, v] of Object.entries(APP_CONFIG)) {
      await tx.query('INSERT INTO app_config (key, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [k, v]);
    }
    for (const [k, hot] of HOT_SEARCH) {
      await tx.query('INSERT INTO hot_search (keyword, hot) VALUES ($1, $2) ON CONFLICT DO NOTHING', [k, hot]);
    }
    const r = RECHARGE_ACTIVITY;
    await tx.query(
      `INSERT INTO recharge_activity (id, status, type, title, qr_code_title, qr_code_remark, share_text, activity_rule)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [r.id, r.status, r.type, r.title, r.qrCodeTitle, r.qrCodeRemark, r.shareText, r.activityRule],
    );
    // Manual payment (pay type 3) chats with this account in every region without its own desk.
    await tx.query(`INSERT INTO cus_service (region, uid) SELECT '', id FROM users WHERE lower(username) = 'kefu_demo' ON CONFLICT DO NOTHING`);
    for (const l of TREND_LABELS) {
      await tx.query('INSERT INTO trend_labels (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [l.id, l.name]);
    }
    await seedMiniVideos(tx, { now, catalogCount: VIDEOS.length, streamOf, posterOf, duration });
    await tx.query(
      `UPDATE videos v SET
         episode_count = (SELECT count(*) FROM episodes e WHERE e.video_id = v.id),
         first_duration = COALESCE((SELECT e.duration_sec FROM episodes e WHERE e.video_id = v.id ORDER BY e.idx LIMIT 1), 0)`,
    );
    // The catalog and short videos above, searchable by pinyin from the first search.
    await fillSearchPinyin(tx);
    await tx.query(
      `INSERT INTO app_config (key, value) VALUES ('seed_version', $1) ON CONFLICT (key) DO UPDATE SET value = $1`,
      [SEED_VERSION],
    );
  });
  return true;
}
