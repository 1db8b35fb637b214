// Demo barrages: a few hundred lines spread over the first episode of each demo video, so the
// player shows a lively barrage layer at once. Deterministic (seeded generator) and idempotent
// (a marker in app_config written in the same transaction; a restart does nothing).
import type { Db, Param } from './db';
import { VIDEOS } from './seed-data';

export const BARRAGE_SEED_KEY = 'seed_barrages_version';
export const BARRAGE_SEED_VERSION = '2';
// About two barrages a second over a 40-60 s demo clip: a lively layer, as on a popular video.
const PER_VIDEO = 100;

const TEXTS = [
  '前方高能！', '太好看了吧', '打卡第一集', '这段配乐绝了', '哈哈哈哈哈哈', '演技在线', '画面好美', '名场面来了',
  '有人和我一样在追吗', '泪目了', '这个镜头好有感觉', '主角太帅了', '弹幕护体', '二刷了还是好看', '剧情反转了！',
  '原来是这样', '笑死我了', '这里必须暂停截图', '好想去这个地方', '快进的都是没耐心的', '期待下一集', '经典台词',
  '谁懂啊', '这也太真实了', '导演会拍', '全场最佳', '我哭了你呢', '细节满满', '背景音乐叫什么', '好有氛围感',
  '爷青回', '这个转场好丝滑', '前排围观', '高清画质真舒服', '太燃了', '节奏很好', '又学到了', '小朋友很喜欢',
  '美食看饿了', '这是在哪里拍的', '收藏了', '配色好好看',
];
const COLORS = ['#ffffff', '#ffffff', '#ffffff', '#ffffff', '#fe0302', '#ffff00', '#00cd00', '#4266be', '#89d5ff', '#cc0273'];

/** Small deterministic PRNG (mulberry32), so every install gets the same demo layer. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Returns the number of barrages inserted (0 when already seeded). */
export async function seedDemoBarrages(db: Db): Promise<number> {
  const marker = await db.query<{ value: string }>('SELECT value FROM app_config WHERE key = $1', [BARRAGE_SEED_KEY]);
  if (marker.rows[0]?.value === BARRAGE_SEED_VERSION) return 0;
  const users = (await db.query<{ id: number }>(
    `SELECT id FROM users WHERE lower(username) IN ('vip_demo', 'member_demo', 'kefu_demo') ORDER BY id`,
  )).rows.map((r) => r.id);
  const eps = (await db.query<{ video_id: number; episode_id: number; duration_sec: number }>(
    `SELECT DISTINCT ON (e.video_id) e.video_id, e.id AS episode_id, e.duration_sec
     FROM episodes e JOIN videos v ON v.id = e.video_id WHERE v.media_key = ANY ($1::text[]) ORDER BY e.video_id, e.idx`,
    [`{${VIDEOS.map((v) => v.key).join(',')}}`],
  )).rows;
  if (!users.length || !eps.length) return 0;
  const rand = rng(20240601);
  const now = Math.floor(Date.now() / 1000);
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (const e of eps) {
      const duration = Math.max(10, Number(e.duration_sec) || 60);
      // One multi-row INSERT per video: a hundred single-row statements each would add seconds
      // to the first start on PGlite.
      const values: string[] = [];
      const params: Param[] = [];
      for (let i = 0; i < PER_VIDEO; i++) {
        const time = Math.round(rand() * (duration - 1) * 10) / 10;
        const modeRoll = rand();
        const mode = modeRoll < 0.84 ? 0 : modeRoll < 0.92 ? 1 : 2;
        const row: Param[] = [
          e.video_id, e.episode_id, users[Math.floor(rand() * users.length)], TEXTS[Math.floor(rand() * TEXTS.length)], time,
          COLORS[Math.floor(rand() * COLORS.length)], mode, Math.floor(rand() * 30), now - Math.floor(rand() * 30 * 86400),
        ];
        values.push(`(${row.map((_, k) => `$${params.length + k + 1}`).join(', ')})`);
        params.push(...row);
      }
      await tx.query(
        `INSERT INTO barrages (video_id, episode_id, uid, content, time, color, mode, like_count, created_at) VALUES ${values.join(', ')}`,
        params,
      );
      inserted += PER_VIDEO;
    }
    await tx.query(
      'INSERT INTO app_config (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2',
      [BARRAGE_SEED_KEY, BARRAGE_SEED_VERSION],
    );
  });
  return inserted;
}
