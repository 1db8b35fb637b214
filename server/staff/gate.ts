// What staff moderation imposes on writers (issue 38): a banned or muted user writes no barrage
// or comment, the global shield keywords refuse a text for everyone, and a video room in slow
// mode takes one barrage per sender every N seconds. Barrage (HTTP and socket both store through
// storeBarrage) and comments call it before they store.
import { RET } from '../../src/api/contract/envelope';
import { one, type Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { globalShieldHit } from './shield-words';

const nowS = () => Math.floor(Date.now() / 1000);

export async function refuseRestricted(db: Queryable, uid: number): Promise<void> {
  const u = await one<{ banned: boolean; muted_until: number }>(db, 'SELECT banned, muted_until FROM users WHERE id = $1', [uid]);
  if (u?.banned) throw new ApiError(RET.FORBIDDEN, '账号已被封禁');
  if (u && u.muted_until > nowS()) {
    const until = new Date(u.muted_until * 1000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    throw new ApiError(RET.FORBIDDEN, `您已被禁言至 ${until}（北京时间）`);
  }
}

export async function refuseShielded(db: Queryable, text: string): Promise<void> {
  if (await globalShieldHit(db, text)) throw new ApiError(RET.BAD_REQUEST, '内容包含违规词，请修改后再发送');
}

export async function refuseSlowMode(db: Queryable, uid: number, videoId: number, mediaKey: string): Promise<void> {
  const slow = await one<{ seconds: number }>(db, 'SELECT seconds FROM room_slow_mode WHERE media_key = $1', [mediaKey]);
  if (!slow) return;
  const recent = await one(db, 'SELECT 1 FROM barrages WHERE video_id = $1 AND uid = $2 AND created_at > $3 LIMIT 1', [videoId, uid, nowS() - slow.seconds]);
  if (recent) throw new ApiError(RET.RATE_LIMITED, `慢速模式：每${slow.seconds}秒只能发送一条弹幕`);
}
