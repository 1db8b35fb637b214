// The server side of youth mode: one preHandler that refuses what youth mode forbids, and one
// preSerialization step that takes titles not marked for minors out of every list. Both run
// on the routes' contract records, so the route handlers of payments, chat, barrage, publishing
// and playback stay as they are (the socket's barrage send asks refuseYouthBarrage).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { RET } from '../../src/api/contract/envelope';
import { addBarrages } from '../../src/api/contract/barrage';
import { sendPrivateMessage } from '../../src/api/contract/chat';
import { payVideoByGold } from '../../src/api/contract/gold';
import { createTrends } from '../../src/api/contract/trends';
import { createVideoFile, saveVideo, uploadCover, uploadVideoChunk } from '../../src/api/contract/upload';
import { addPlayRecord, getPlayAddress, getPlayData, getVideoDetails } from '../../src/api/contract/video';
import { createAliPay, createOrder, joinBargain } from '../../src/api/contract/vip';
import type { AppContext } from '../context';
import { one } from '../db/db';
import { ApiError } from '../http/api-error';
import { YOUTH_MSG } from './rules';
import { activeSubject, modeOf, recordYouthReport, watchRefusal, youthNow } from './state';

const refuse = (msg: string) => new ApiError(RET.YOUTH_MODE, msg);

type Rule = (ctx: AppContext, req: FastifyRequest, subject: string) => Promise<void>;

const always = (msg: string): Rule => () => Promise.reject(refuse(msg));

function mediaKeyOf(req: FastifyRequest): string {
  const q = (req.query ?? {}) as { mediaKey?: unknown };
  const b = (req.body ?? {}) as { mediaKey?: unknown };
  return String(b.mediaKey ?? q.mediaKey ?? '');
}

const MINOR_DEPS = ['videos'];

/** Ids of the titles marked suitable for minors (cached until videos are written). */
export const minorIds = (ctx: AppContext): Promise<ReadonlySet<number>> =>
  ctx.cache.get('youth:minor-ids', MINOR_DEPS, async () =>
    new Set((await ctx.db.query<{ id: number }>('SELECT id FROM videos WHERE minor_ok')).rows.map((r) => Number(r.id))),
  );

/** Refuses a title not marked for minors; mediaKey may be the numeric id, as on the video routes. */
const suitable: Rule = async (ctx, req) => {
  const key = mediaKeyOf(req);
  const byId = /^\d{1,9}$/.test(key);
  const v = await one<{ minor_ok: boolean }>(ctx.db, `SELECT minor_ok FROM videos WHERE media_key = $1${byId ? ' OR id = $2' : ''} ORDER BY (media_key = $1) DESC LIMIT 1`, byId ? [key, Number(key)] : [key]);
  // An unknown title is the route's own 404.
  if (v && !v.minor_ok) throw refuse(YOUTH_MSG.unsuitable);
};

const playable: Rule = async (ctx, req, subject) => {
  await suitable(ctx, req, subject);
  const why = await watchRefusal(ctx.db, subject, youthNow(ctx));
  if (why) throw refuse(why);
};

/** Progress reports are the server's observation of watching: they count on the day's time. */
const counted: Rule = async (ctx, _req, subject) => {
  await recordYouthReport(ctx.db, subject, youthNow(ctx));
};

/** Messages only to friends (both follow each other) and to customer service. */
const friendsOnly: Rule = async (ctx, req) => {
  const uid = req.authUser?.uid ?? 0;
  const to = Number((req.body as { toUid?: unknown } | undefined)?.toUid ?? 0);
  const ok = await one(
    ctx.db,
    `SELECT 1 FROM users t WHERE t.id = $2 AND (t.kefu OR (
       EXISTS (SELECT 1 FROM follows WHERE uid = $1 AND target_uid = $2) AND EXISTS (SELECT 1 FROM follows WHERE uid = $2 AND target_uid = $1)))`,
    [uid, to],
  );
  if (!ok) throw refuse(YOUTH_MSG.chat);
};

const RULES = new Map<AnyEndpoint, Rule>([
  [getVideoDetails, suitable],
  [getPlayData, playable],
  [getPlayAddress, playable],
  [addPlayRecord, counted],
  [createOrder, always(YOUTH_MSG.pay)],
  [createAliPay, always(YOUTH_MSG.pay)],
  [joinBargain, always(YOUTH_MSG.pay)],
  [payVideoByGold, always(YOUTH_MSG.gold)],
  [addBarrages, always(YOUTH_MSG.barrage)],
  [sendPrivateMessage, friendsOnly],
  [createVideoFile, always(YOUTH_MSG.publish)],
  [uploadVideoChunk, always(YOUTH_MSG.publish)],
  [uploadCover, always(YOUTH_MSG.publish)],
  [saveVideo, always(YOUTH_MSG.publish)],
  [createTrends, always(YOUTH_MSG.publish)],
]);

const routeKey = (method: string, url: string) => `${method} ${url.toLowerCase()}`;
const RULE_BY_ROUTE = new Map([...RULES].map(([ep, rule]) => [routeKey(ep.method, ep.path), rule]));

/** The socket's barrage send (server/socket/barrage-room.ts) has no route: it asks here. */
export async function refuseYouthBarrage(ctx: AppContext, uid: number): Promise<void> {
  if (await modeOf(ctx, `u:${uid}`)) throw refuse(YOUTH_MSG.barrage);
}

type Json = unknown;

/** A video item, or a record holding one as `video` (play history): its id, else null. */
function videoIdOf(x: Json): number | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null;
  const o = x as Record<string, unknown>;
  // Episodes, comments and barrages also carry mediaKey and id: a catalogue item has categoryName.
  if (typeof o.mediaKey === 'string' && typeof o.id === 'number' && typeof o.categoryName === 'string') return o.id;
  return o.video ? videoIdOf(o.video) : null;
}

/**
 * A copy of `x` whose arrays keep only titles in `ok`; a record whose `list` lost every item
 * (a home section) goes too. Replies may be frozen cache entries: never changed in place.
 */
export function keepMinorTitles(x: Json, ok: ReadonlySet<number>): Json {
  if (Array.isArray(x)) {
    const out: Json[] = [];
    for (const el of x) {
      const id = videoIdOf(el);
      if (id !== null && !ok.has(id)) continue;
      const kept = keepMinorTitles(el, ok);
      const before = (el as { list?: unknown } | null)?.list;
      const after = (kept as { list?: unknown } | null)?.list;
      if (Array.isArray(before) && before.length > 0 && Array.isArray(after) && after.length === 0) continue;
      out.push(kept);
    }
    return out;
  }
  if (typeof x !== 'object' || x === null) return x;
  return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, keepMinorTitles(v, ok)]));
}

/** Whether a reply holds any catalogue item (most do not: no need to ask for the caller's mode). */
function hasCatalogueItem(x: Json): boolean {
  if (Array.isArray(x)) return x.some((el) => videoIdOf(el) !== null || hasCatalogueItem(el));
  if (typeof x !== 'object' || x === null) return false;
  return Object.values(x).some(hasCatalogueItem);
}

export function installYouthGuard(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preHandler', async (req) => {
    const rule = RULE_BY_ROUTE.get(routeKey(req.method, req.routeOptions.url ?? ''));
    if (!rule) return;
    const subject = await activeSubject(ctx, req);
    if (subject) await rule(ctx, req, subject);
  });
  app.addHook('preSerialization', async (req, _reply, payload: unknown) => {
    if (req.method !== 'GET' || !req.url.toLowerCase().startsWith('/api/')) return payload;
    const env = payload as { ret?: unknown; data?: unknown } | null;
    if (!env || env.ret !== RET.OK || env.data == null || typeof env.data !== 'object') return payload;
    if (!hasCatalogueItem(env.data) || !(await activeSubject(ctx, req))) return payload;
    return { ...env, data: keepMinorTitles(env.data, await minorIds(ctx)) };
  });
}
