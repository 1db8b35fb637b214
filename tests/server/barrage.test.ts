import { afterAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  accusationBarrage, addBarrages, barrageLike, getBarrageCoin, getBarrageConfig, getBarrageList, putBarrageConfig,
  type Barrage, type BarrageConfig,
} from '../../src/api/contract/barrage';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { RET } from '../../src/api/contract/envelope';
import type { Token } from '../../src/api/contract/common';
import { seedDemoBarrages } from '../../server/db/seed-barrage';
import { VIDEOS } from '../../server/db/seed-data';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';

let seq = 0;
const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

async function freshUser(c: Client): Promise<{ uid: number; token: Token; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique('b'), password: 'secret12' });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, token: r.data.token, headers: authHeaders(r.data.token) };
}

/** A video with one 600 s episode of its own, so counts are not disturbed by other suites. */
async function freshVideo(c: Client): Promise<string> {
  const key = unique('bv');
  await c.server.db.query(`INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at) VALUES ($1, '弹幕测试', '', 1, 2024, '大陆', 0)`, [key]);
  await c.server.db.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec) SELECT id, 1, '正片', 'demo-1', 600 FROM videos WHERE media_key = $1`, [key]);
  return key;
}

type List = { list: Barrage[] };
const sockets: Socket[] = [];

function openSocket(url: string): Promise<Socket> {
  const s = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}
const emit = <T>(s: Socket, event: string, payload: unknown) =>
  s.timeout(5000).emitWithAck(event, payload) as Promise<{ ret: number; msg: string; data: T }>;

/** Resolves with every sendBarrage the socket receives until `ms` pass. */
function collect(s: Socket, ms: number): Promise<Barrage[]> {
  const got: Barrage[] = [];
  const on = (b: Barrage) => got.push(b);
  s.on('sendBarrage', on);
  return new Promise((resolve) => setTimeout(() => (s.off('sendBarrage', on), resolve(got)), ms));
}

afterAll(() => {
  for (const s of sockets) s.close();
});

describe.each(BACKENDS)('barrage on %s', (backend) => {
  it('stores a barrage with time, mode, colour and user and lists a time window ordered by time', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const key = await freshVideo(c);
    for (const [time, content, mode] of [[30.5, '第三条', 2], [5, '第一条', 0], [12.25, '第二条', 1], [200, '窗口外', 0]] as const) {
      const r = await c.get<Barrage>(addBarrages.path, { mediaKey: key, content, time, mode, color: '#FF0000' }, me.headers);
      expect(r.ret).toBe(RET.OK);
      expect(r.data).toMatchObject({ mediaKey: key, uid: me.uid, content, time, mode, color: '#ff0000', likeCount: 0 });
    }
    const win = await c.get<List>(getBarrageList.path, { mediaKey: key, start: 0, end: 60 });
    expect(getBarrageList.reply.check(win.data)).toBeNull();
    expect(win.data.list.map((b) => b.content)).toEqual(['第一条', '第二条', '第三条']);
    expect(win.data.list.map((b) => b.time)).toEqual([5, 12.25, 30.5]);
    // start is inclusive, end exclusive.
    expect((await c.get<List>(getBarrageList.path, { mediaKey: key, start: 12.25, end: 30.5 })).data.list.map((b) => b.content)).toEqual(['第二条']);
    expect((await c.get(getBarrageList.path, { mediaKey: key, start: 0, end: 601 })).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(getBarrageList.path, { mediaKey: key, start: 50, end: 10 })).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(getBarrageList.path, { mediaKey: 'nosuchvideo', start: 0, end: 10 })).ret).toBe(RET.NOT_FOUND);
    expect((await c.get(addBarrages.path, { mediaKey: key, content: 'x', time: 1 })).ret).toBe(RET.SESSION_INVALID);
  });

  it('bounds a crowded window at 1000 barrages, still in time order', async () => {
    const c = await clientFor(backend);
    // Ten senders, so the per-sender share of a bucket (server/routes/barrage.ts) is not what binds.
    const senders = await Promise.all(Array.from({ length: 10 }, () => freshUser(c)));
    const key = await freshVideo(c);
    await c.server.db.query(
      `INSERT INTO barrages (video_id, episode_id, uid, content, time, created_at)
       SELECT v.id, e.id, ($2::int[])[1 + g % 10], '刷屏' || g, (g * 7919 % 1200) / 10.0, 0
       FROM videos v JOIN episodes e ON e.video_id = v.id, generate_series(1, 1200) g WHERE v.media_key = $1`,
      [key, `{${senders.map((u) => u.uid).join(',')}}`],
    );
    const r = await c.get<List>(getBarrageList.path, { mediaKey: key, start: 0, end: 600 });
    expect(r.data.list).toHaveLength(1000);
    const times = r.data.list.map((b) => b.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('keeps HTML as literal text, strips control characters and refuses text over the contract limit', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const key = await freshVideo(c);
    const html = '<img src=x onerror=alert(1)>\u0007\u202e<b>粗</b>\u0000';
    const r = await c.get<Barrage>(addBarrages.path, { mediaKey: key, content: html, time: 3 }, me.headers);
    expect(r.ret).toBe(RET.OK);
    expect(r.data.content).toBe('<img src=x onerror=alert(1)> <b>粗</b>');
    const listed = await c.get<List>(getBarrageList.path, { mediaKey: key, start: 0, end: 10 });
    expect(listed.data.list[0].content).toBe('<img src=x onerror=alert(1)> <b>粗</b>');
    expect((await c.get(addBarrages.path, { mediaKey: key, content: '\u0001\u0002 ', time: 3 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(addBarrages.path, { mediaKey: key, content: '长'.repeat(1001), time: 3 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(addBarrages.path, { mediaKey: key, content: 'x', time: 3, color: 'red' }, me.headers)).ret).toBe(RET.BAD_REQUEST);
  });

  it('toggles a like, keeps one report per user and barrage, and counts the daily gold reward', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const other = await freshUser(c);
    const key = await freshVideo(c);
    const b = (await c.get<Barrage>(addBarrages.path, { mediaKey: key, content: '点赞我', time: 1 }, me.headers)).data;
    expect((await c.get(barrageLike.path, { id: b.id }, other.headers)).data).toEqual({ liked: true, likeCount: 1 });
    expect((await c.get<List>(getBarrageList.path, { mediaKey: key, start: 0, end: 5 }, other.headers)).data.list[0]).toMatchObject({ liked: true, likeCount: 1 });
    expect((await c.get(barrageLike.path, { id: b.id }, other.headers)).data).toEqual({ liked: false, likeCount: 0 });
    expect((await c.get(barrageLike.path, { id: 99999999 }, other.headers)).ret).toBe(RET.NOT_FOUND);

    for (let i = 0; i < 3; i++) expect((await c.get(accusationBarrage.path, { id: b.id, reason: '广告' }, other.headers)).ret).toBe(RET.OK);
    await c.get(accusationBarrage.path, { id: b.id }, me.headers);
    const reports = await c.server.db.query<{ uid: number }>('SELECT uid FROM barrage_reports WHERE barrage_id = $1 ORDER BY uid', [b.id]);
    expect(reports.rows.map((r) => r.uid)).toEqual([me.uid, other.uid].sort((x, y) => x - y));
    expect((await c.get(accusationBarrage.path, { id: 99999999 }, other.headers)).ret).toBe(RET.NOT_FOUND);

    const coin = await c.get<{ gold: number; todayCount: number; dailyLimit: number }>(getBarrageCoin.path, {}, me.headers);
    expect(coin.data).toEqual({ gold: 1, todayCount: 1, dailyLimit: 10 });
    for (let i = 0; i < 12; i++) {
      // The reward cap is a daily one; the flood limit (5 per 10 s) is not what this checks.
      await c.server.ctx.flood.forget('barrageUser', me.uid);
      expect((await c.get(addBarrages.path, { mediaKey: key, content: `第${i}条`, time: i }, me.headers)).ret).toBe(RET.OK);
    }
    const capped = await c.get<{ gold: number; todayCount: number }>(getBarrageCoin.path, {}, me.headers);
    expect(capped.data).toMatchObject({ gold: 10, todayCount: 10 });
  });

  it('saves barrage display settings at full precision and returns them merged with the defaults', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const other = await freshUser(c);
    // followPlaybackRate off: comments keep their on-screen speed at 2x (issue 29).
    const defaults = { open: true, opacity: 1, fontScale: 1, speed: 1, area: 1, hiddenModes: [], followPlaybackRate: false, shieldLevel: 1 };
    const first = await c.get<BarrageConfig>(getBarrageConfig.path, {}, me.headers);
    expect(first.data).toEqual(defaults);
    expect(getBarrageConfig.reply.check(first.data)).toBeNull();

    // Values between the old 0/1/2 steps come back exactly as sent.
    const put = await c.get<BarrageConfig>(putBarrageConfig.path, { opacity: 0.37, fontScale: 1.23, speed: 0.45, hiddenModes: '2,1' }, me.headers);
    expect(put.ret).toBe(RET.OK);
    expect(put.data).toEqual({ ...defaults, opacity: 0.37, fontScale: 1.23, speed: 0.45, hiddenModes: [1, 2] });
    expect(putBarrageConfig.reply.check(put.data)).toBeNull();

    // Only the fields sent change.
    await c.get(putBarrageConfig.path, { open: false, area: 0.75, followPlaybackRate: true }, me.headers);
    const after = { open: false, opacity: 0.37, fontScale: 1.23, speed: 0.45, area: 0.75, hiddenModes: [1, 2], followPlaybackRate: true, shieldLevel: 1 };
    expect((await c.get(getBarrageConfig.path, {}, me.headers)).data).toEqual(after);
    expect((await c.get(putBarrageConfig.path, { hiddenModes: '' }, me.headers)).data).toEqual({ ...after, hiddenModes: [] });
    // The edges are allowed.
    expect((await c.get(putBarrageConfig.path, { fontScale: 0.4, speed: 1.6, opacity: 0, area: 0.25 }, me.headers)).data)
      .toMatchObject({ fontScale: 0.4, speed: 1.6, opacity: 0, area: 0.25 });
    expect((await c.get(getBarrageConfig.path, {}, other.headers)).data).toEqual(defaults);
    expect((await c.get(getBarrageConfig.path)).ret).toBe(RET.SESSION_INVALID);
  });

  it('refuses an out-of-range setting with 400 naming the field, and keeps what was saved', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    await c.get(putBarrageConfig.path, { speed: 1.2 }, me.headers);
    const bad: [string, Record<string, string | number>][] = [
      ['speed', { speed: 1.7 }],
      ['speed', { speed: 0.3 }],
      ['fontScale', { fontScale: 2 }],
      ['fontScale', { fontScale: 'big' }],
      ['opacity', { opacity: 1.5 }],
      ['opacity', { opacity: -0.1 }],
      ['area', { area: 0.3 }],
      ['hiddenModes', { hiddenModes: '7' }],
      ['hiddenModes', { hiddenModes: '1,,2' }],
      ['followPlaybackRate', { followPlaybackRate: 'maybe' }],
    ];
    for (const [field, params] of bad) {
      const r = await c.get(putBarrageConfig.path, params, me.headers);
      expect(r.ret, JSON.stringify(params)).toBe(RET.BAD_REQUEST);
      expect(r.msg).toContain(field);
    }
    expect((await c.get<BarrageConfig>(getBarrageConfig.path, {}, me.headers)).data).toMatchObject({ speed: 1.2, fontScale: 1, opacity: 1, area: 1 });
  });

  it('migration 102 converts the old 0/1/2 JSON settings to real values and keeps bad rows valid', async () => {
    const c = await clientFor(backend);
    const sql = readFileSync(path.join(MIGRATIONS_DIR, '102_barrage_config.sql'), 'utf8')
      .replace(/--[^\n]*/g, '')
      .split(';')
      .map((x) => x.trim())
      .filter(Boolean);
    const scratch = unique('mig102_').toLowerCase();
    const rows = await c.server.db.transaction(async (tx) => {
      await tx.query(`CREATE SCHEMA ${scratch}`);
      await tx.query(`SET LOCAL search_path TO ${scratch}`);
      await tx.query('CREATE TABLE users (id integer PRIMARY KEY, barrage_config jsonb)');
      await tx.query(
        `INSERT INTO users VALUES
          (1, '{"open":false,"opacity":0.6,"fontSize":2,"speed":0,"area":0.5,"hiddenModes":[2,1,2,9]}'),
          (2, '{"open":"yes","opacity":7,"fontSize":"x","speed":2,"area":0.3,"hiddenModes":"1"}'),
          (3, '[1,2]'),
          (4, NULL),
          (5, '{"fontSize":0,"speed":1}')`,
      );
      for (const stmt of sql) await tx.query(stmt);
      const out = await tx.query<Record<string, unknown>>(
        'SELECT uid, open, opacity, font_scale, speed, area, hidden_modes, follow_playback_rate FROM barrage_configs ORDER BY uid',
      );
      const cols = await tx.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'users'`,
        [scratch],
      );
      await tx.query(`DROP SCHEMA ${scratch} CASCADE`);
      return { out: out.rows, cols: cols.rows.map((r) => r.column_name) };
    });
    expect(rows.cols).toEqual(['id']);
    expect(rows.out.map((r) => ({ ...r, opacity: Number(r.opacity), font_scale: Number(r.font_scale), speed: Number(r.speed), area: Number(r.area) }))).toEqual([
      { uid: 1, open: false, opacity: 0.6, font_scale: 1.3, speed: 0.7, area: 0.5, hidden_modes: '1,2', follow_playback_rate: true },
      { uid: 2, open: true, opacity: 1, font_scale: 1, speed: 1.4, area: 1, hidden_modes: '', follow_playback_rate: true },
      { uid: 5, open: true, opacity: 1, font_scale: 0.8, speed: 1, area: 1, hidden_modes: '', follow_playback_rate: true },
    ]);
  });

  it('migration 560: barrage keeps its on-screen speed at any playback rate, for stored rows and new ones', async () => {
    const c = await clientFor(backend);
    const sql = readFileSync(path.join(MIGRATIONS_DIR, '560_barrage_rate_follow_off.sql'), 'utf8')
      .replace(/--[^\n]*/g, '')
      .split(';')
      .map((x) => x.trim())
      .filter(Boolean);
    const scratch = unique('mig560_').toLowerCase();
    const rows = await c.server.db.transaction(async (tx) => {
      await tx.query(`CREATE SCHEMA ${scratch}`);
      await tx.query(`SET LOCAL search_path TO ${scratch}`);
      await tx.query('CREATE TABLE barrage_configs (uid integer PRIMARY KEY, follow_playback_rate boolean NOT NULL DEFAULT true)');
      await tx.query('INSERT INTO barrage_configs VALUES (1, true), (2, false)');
      for (const stmt of sql) await tx.query(stmt);
      await tx.query('INSERT INTO barrage_configs (uid) VALUES (3)');
      const out = await tx.query<{ uid: number; follow_playback_rate: boolean }>('SELECT uid, follow_playback_rate FROM barrage_configs ORDER BY uid');
      await tx.query(`DROP SCHEMA ${scratch} CASCADE`);
      return out.rows;
    });
    expect(rows).toEqual([
      { uid: 1, follow_playback_rate: false },
      { uid: 2, follow_playback_rate: false },
      { uid: 3, follow_playback_rate: false },
    ]);
  });

  it('seeds a few hundred demo barrages once', async () => {
    const c = await clientFor(backend);
    await seedDemoBarrages(c.server.db);
    expect(await seedDemoBarrages(c.server.db)).toBe(0);
    const keys = `{${VIDEOS.map((v) => v.key).join(',')}}`;
    const total = await c.server.db.query<{ n: number; videos: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT b.video_id)::int AS videos FROM barrages b JOIN videos v ON v.id = b.video_id WHERE v.media_key = ANY ($1::text[])',
      [keys],
    );
    expect(total.rows[0].n).toBeGreaterThanOrEqual(300);
    expect(total.rows[0].videos).toBe(VIDEOS.length);
    const r = await c.get<List>(getBarrageList.path, { mediaKey: 'v1001', start: 0, end: 600 });
    expect(r.data.list.length).toBeGreaterThan(5);
  });

  it('relays a stored barrage to the other viewers of the same video room only', async () => {
    const c = await clientFor(backend);
    const sender = await freshUser(c);
    const key = await freshVideo(c);
    const otherKey = await freshVideo(c);
    const [a, b, d] = await Promise.all([openSocket(c.url), openSocket(c.url), openSocket(c.url)]);
    expect((await emit(a, 'conn', { token: sender.token, version: 1 })).ret).toBe(RET.OK);
    expect((await emit(a, 'joinVideoRoom', { mediaKey: key })).ret).toBe(RET.OK);
    expect((await emit(b, 'joinVideoRoom', { mediaKey: key })).ret).toBe(RET.OK);
    expect((await emit(d, 'joinVideoRoom', { mediaKey: otherKey })).ret).toBe(RET.OK);

    // Over HTTP: AddBarrages stores and broadcasts.
    const atA = collect(a, 800);
    let atB = collect(b, 800), atD = collect(d, 800);
    const viaHttp = await c.get<Barrage>(addBarrages.path, { mediaKey: key, content: '大家好', time: 8, mode: 1 }, sender.headers);
    expect(await atB).toEqual([viaHttp.data]);
    expect(await atD).toEqual([]);
    expect(await atA).toEqual([]);

    // Over the socket: stored first (cleaned and cut to 100 characters), then broadcast.
    atB = collect(b, 800); atD = collect(d, 800);
    const sent = await emit<Barrage>(a, 'sendBarrage', { content: `<i>长</i>\u0007${'弹'.repeat(300)}`, time: 9.5, color: '#00FF00' });
    expect(sent.ret).toBe(RET.OK);
    expect(Array.from(sent.data.content)).toHaveLength(100);
    expect(sent.data.content.startsWith('<i>长</i> 弹')).toBe(true);
    expect(sent.data).toMatchObject({ mediaKey: key, uid: sender.uid, time: 9.5, color: '#00ff00', mode: 0 });
    expect(await atB).toEqual([sent.data]);
    expect(await atD).toEqual([]);
    const stored = await c.get<List>(getBarrageList.path, { mediaKey: key, start: 0, end: 60 });
    expect(stored.data.list.map((x) => x.id)).toEqual([viaHttp.data.id, sent.data.id]);

    // A socket without a session, or outside a room, cannot send.
    expect((await emit(b, 'sendBarrage', { content: '匿名', time: 1 })).ret).toBe(RET.SESSION_INVALID);
    expect((await emit(a, 'sendBarrage', { content: '', time: 1 })).ret).toBe(RET.BAD_REQUEST);
    expect((await emit(a, 'sendBarrage', { content: 'x', time: -1 })).ret).toBe(RET.BAD_REQUEST);
  });
});
