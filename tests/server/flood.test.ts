// Issue 8, point 6: flood control on barrage and comments. Per-user and per-room limits answer
// ret 429 with a Chinese message over HTTP and the socket alike (one shared budget), and a flood
// already in the database never pushes other senders' barrages out of a list window.
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { Barrage } from '../../src/api/contract/barrage';
import { addBarrages, getBarrageList } from '../../src/api/contract/barrage';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { BARRAGE_SOCKET_EVENT } from '../../src/api/contract/player-extra';
import { replys } from '../../src/api/contract/video';
import { BARRAGE_LIST_LIMIT } from '../../server/routes/barrage-store';
import { FLOOD_LIMITS, RATE_LIMITED_MSG } from '../../server/limits/flood';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';

let seq = 0;
const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
const sockets: Socket[] = [];

async function freshUser(c: Client): Promise<{ uid: number; token: Token; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique('f'), password: 'secret12' });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, token: r.data.token, headers: authHeaders(r.data.token) };
}

async function freshVideo(c: Client): Promise<{ key: string; id: number; ep: number }> {
  const key = unique('fv');
  const v = await c.server.db.query<{ id: number }>(
    `INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at) VALUES ($1, '刷屏测试', '', 1, 2024, '大陆', 0) RETURNING id`, [key],
  );
  const e = await c.server.db.query<{ id: number }>(
    `INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec) VALUES ($1, 1, '正片', $2, 600) RETURNING id`, [v.rows[0].id, key],
  );
  return { key, id: v.rows[0].id, ep: e.rows[0].id };
}

const sendHttp = (c: Client, h: Headers, key: string, i: number) => c.get(addBarrages.path, { mediaKey: key, content: `弹幕${i}`, time: i }, h);
const stored = async (c: Client, table: 'barrages' | 'comments', videoId: number) =>
  (await c.server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE video_id = $1`, [videoId])).rows[0].n;

afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

describe.each(BACKENDS)('flood control on %s', (backend) => {
  it('limits one user\'s barrage over HTTP and socket together, with ret 429 and a Chinese message', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const v = await freshVideo(c);
    const per = FLOOD_LIMITS.barrageUser.points;
    for (let i = 0; i < per - 1; i++) expect((await sendHttp(c, me.headers, v.key, i)).ret).toBe(RET.OK);
    const s = connect(c.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(s);
    await new Promise<void>((resolve) => s.once('connect', () => resolve()));
    expect((await s.timeout(5000).emitWithAck('conn', { token: me.token, version: '1.0.3' })).ret).toBe(RET.OK);
    expect((await s.timeout(5000).emitWithAck('joinVideoRoom', { mediaKey: v.key })).ret).toBe(RET.OK);
    expect((await s.timeout(5000).emitWithAck(BARRAGE_SOCKET_EVENT, { content: '最后一条', time: 9 })).ret).toBe(RET.OK);

    const overSocket = await s.timeout(5000).emitWithAck(BARRAGE_SOCKET_EVENT, { content: '多余', time: 10 });
    expect(overSocket).toMatchObject({ ret: RET.RATE_LIMITED, msg: RATE_LIMITED_MSG });
    const overHttp = await sendHttp(c, me.headers, v.key, 11);
    expect(overHttp).toMatchObject({ ret: RET.RATE_LIMITED, msg: RATE_LIMITED_MSG });
    expect(await stored(c, 'barrages', v.id)).toBe(per);
  });

  it('limits a whole video room: a burst from many users stores no more than the room allows', async () => {
    const c = await clientFor(backend);
    const v = await freshVideo(c);
    const { points: room } = FLOOD_LIMITS.barrageRoom;
    const per = FLOOD_LIMITS.barrageUser.points;
    const users = await Promise.all(Array.from({ length: Math.ceil(room / per) + 2 }, () => freshUser(c)));
    const replies = await Promise.all(users.flatMap((u) => Array.from({ length: per }, (_, i) => sendHttp(c, u.headers, v.key, i))));
    expect(replies.filter((r) => r.ret === RET.OK)).toHaveLength(room);
    expect(replies.filter((r) => r.ret === RET.RATE_LIMITED).length).toBe(replies.length - room);
    expect(await stored(c, 'barrages', v.id)).toBe(room);
  });

  it('limits comments per user and per video', async () => {
    const c = await clientFor(backend);
    const v = await freshVideo(c);
    const me = await freshUser(c);
    const per = FLOOD_LIMITS.commentUser.points;
    for (let i = 0; i < per; i++) expect((await c.post(replys.path, { mediaKey: v.key, content: `评论${i}` }, me.headers)).ret).toBe(RET.OK);
    expect(await c.post(replys.path, { mediaKey: v.key, content: '多余' }, me.headers)).toMatchObject({ ret: RET.RATE_LIMITED, msg: RATE_LIMITED_MSG });

    const video = FLOOD_LIMITS.commentVideo.points;
    const others = await Promise.all(Array.from({ length: Math.ceil(video / per) + 1 }, () => freshUser(c)));
    await Promise.all(others.flatMap((u) => Array.from({ length: per }, (_, i) => c.post(replys.path, { mediaKey: v.key, content: `评论${i}` }, u.headers))));
    expect(await stored(c, 'comments', v.id)).toBe(video);
  });

  it('a flood stored in the window never pushes other senders\' barrages out of the list', async () => {
    const c = await clientFor(backend);
    const v = await freshVideo(c);
    const flooder = await freshUser(c);
    const real = await Promise.all([freshUser(c), freshUser(c), freshUser(c)]);
    // 3x the list limit from one sender, packed into the start of the window.
    const n = BARRAGE_LIST_LIMIT * 3;
    await c.server.db.query(
      `INSERT INTO barrages (video_id, episode_id, uid, content, time, color, mode, created_at)
       SELECT $1, $2, $3, '刷屏' || g, (g % 100)::float8, '#ffffff', 0, 0 FROM generate_series(1, $4::int) g`,
      [v.id, v.ep, flooder.uid, n],
    );
    for (const [i, u] of real.entries()) {
      expect((await sendHttp(c, u.headers, v.key, 150 + i * 200)).ret).toBe(RET.OK);
      expect((await sendHttp(c, u.headers, v.key, 50 + i)).ret).toBe(RET.OK);
    }
    const list = await c.get<{ list: Barrage[] }>(getBarrageList.path, { mediaKey: v.key, start: 0, end: 600 });
    expect(list.ret).toBe(RET.OK);
    const got = list.data.list;
    expect(got.length).toBeLessThanOrEqual(BARRAGE_LIST_LIMIT);
    const realIds = got.filter((b) => b.uid !== flooder.uid);
    expect(realIds).toHaveLength(real.length * 2);
    // Still ordered by time for the renderer.
    expect(got.map((b) => b.time)).toEqual([...got.map((b) => b.time)].sort((a, b) => a - b));
  });
});
