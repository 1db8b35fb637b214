// The barrage send's idempotency key (issue 40, decision 062): a resend with the key of a barrage
// already stored answers with that barrage (ret 200) and stores, pays and relays nothing more;
// concurrent twins store one row; the key is the sender's own (another user's same key is
// another barrage). The same rules on the socket's sendBarrage.
import { afterAll, describe, expect, it } from 'vitest';
import { addBarrages, getBarrageCoin, type Barrage } from '../../src/api/contract/barrage';
import { RET } from '../../src/api/contract/envelope';
import { BARRAGE_SOCKET_EVENT } from '../../src/api/contract/player-extra';
import { boundSocket, closeSockets, collect, freshUser, settle, unique } from './chat-kit';
import { BACKENDS, clientFor, type Client } from './harness';

/** A video with one episode of its own, so no other suite's barrage or slow mode meets it. */
async function freshVideo(c: Client): Promise<string> {
  const key = unique('rv');
  await c.server.db.query(`INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at) VALUES ($1, '幂等测试', '', 1, 2024, '大陆', 0)`, [key]);
  await c.server.db.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec) SELECT id, 1, '正片', 'demo-1', 600 FROM videos WHERE media_key = $1`, [key]);
  return key;
}

async function rowsOf(c: Client, uid: number, requestId: string): Promise<number> {
  const { rows } = await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM barrages WHERE uid = $1 AND request_id = $2', [uid, requestId]);
  return rows[0].n;
}

const goldOf = async (c: Client, headers: Record<string, string>) => (await c.get<{ gold: number }>(getBarrageCoin.path, {}, headers)).data.gold;

afterAll(() => closeSockets());

describe.each(BACKENDS)('the barrage idempotency key on %s', (backend) => {
  it('a resend with the same key answers with the stored barrage and stores, pays and relays nothing more', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const key = await freshVideo(c);
    const viewer = await boundSocket(c.url, (await freshUser(c)).token);
    expect(((await viewer.timeout(5000).emitWithAck('joinVideoRoom', { mediaKey: key })) as { ret: number }).ret).toBe(RET.OK);
    const pushed = collect<Barrage>(viewer, BARRAGE_SOCKET_EVENT);
    const requestId = unique('k-');
    const query = { mediaKey: key, content: '只发一次', time: 3, requestId };

    const first = await c.get<Barrage>(addBarrages.path, query, me.headers);
    expect(first.ret).toBe(RET.OK);
    const goldAfterFirst = await goldOf(c, me.headers);
    // Slow mode is switched on after the first send: a resend is the same barrage, not a new one.
    await c.server.db.query('INSERT INTO room_slow_mode (media_key, seconds, set_by, set_at) VALUES ($1, 60, 0, 0)', [key]);
    const again = await c.get<Barrage>(addBarrages.path, query, me.headers);
    expect(again.ret).toBe(RET.OK);
    expect(again.data).toEqual(first.data);
    await settle(c, viewer);

    expect(await rowsOf(c, me.uid, requestId)).toBe(1);
    expect(await goldOf(c, me.headers)).toBe(goldAfterFirst);
    expect(pushed.map((b) => b.id)).toEqual([first.data.id]);
    // A new text (a new key) is a new barrage, refused here by the slow mode just switched on.
    expect((await c.get(addBarrages.path, { ...query, content: '第二条', requestId: unique('k-') }, me.headers)).ret).toBe(RET.RATE_LIMITED);
  });

  it('concurrent sends with one key store one row and all answer with it', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const key = await freshVideo(c);
    const requestId = unique('k-');
    const goldBefore = await goldOf(c, me.headers);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => c.get<Barrage>(addBarrages.path, { mediaKey: key, content: '并发同键', time: 4, requestId }, me.headers)),
    );
    expect(replies.map((r) => r.ret)).toEqual(Array(6).fill(RET.OK));
    expect(new Set(replies.map((r) => r.data.id)).size).toBe(1);
    expect(await rowsOf(c, me.uid, requestId)).toBe(1);
    // One daily reward for the one barrage.
    expect(await goldOf(c, me.headers)).toBe(goldBefore + 1);
  });

  it('without a key (the spec\'s call, and this client before decision 062) the same send twice stores two barrages', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const key = await freshVideo(c);
    const query = { mediaKey: key, content: '没有键', time: 2 };
    const [first, again] = [await c.get<Barrage>(addBarrages.path, query, me.headers), await c.get<Barrage>(addBarrages.path, query, me.headers)];
    expect([first.ret, again.ret]).toEqual([RET.OK, RET.OK]);
    expect(again.data.id).not.toBe(first.data.id);
    const { rows } = await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM barrages WHERE uid = $1 AND content = $2', [me.uid, '没有键']);
    expect(rows[0].n).toBe(2);
  });

  it('two users with the same key store two barrages', async () => {
    const c = await clientFor(backend);
    const [a, b] = await Promise.all([freshUser(c), freshUser(c)]);
    const key = await freshVideo(c);
    const requestId = unique('k-');
    const [ra, rb] = await Promise.all([a, b].map((u) => c.get<Barrage>(addBarrages.path, { mediaKey: key, content: '同一个键', time: 5, requestId }, u.headers)));
    expect([ra.ret, rb.ret]).toEqual([RET.OK, RET.OK]);
    expect(ra.data.id).not.toBe(rb.data.id);
    expect([ra.data.uid, rb.data.uid]).toEqual([a.uid, b.uid]);
    expect([await rowsOf(c, a.uid, requestId), await rowsOf(c, b.uid, requestId)]).toEqual([1, 1]);
  });

  it('refuses a key used for another text or video, and a malformed key, storing nothing', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const [key, other] = [await freshVideo(c), await freshVideo(c)];
    const requestId = unique('k-');
    expect((await c.get(addBarrages.path, { mediaKey: key, content: '原文', time: 1, requestId }, me.headers)).ret).toBe(RET.OK);
    const otherText = await c.get(addBarrages.path, { mediaKey: key, content: '改过的', time: 1, requestId }, me.headers);
    expect(otherText).toMatchObject({ ret: RET.CONFLICT, msg: '该请求编号已用于其他弹幕' });
    expect((await c.get(addBarrages.path, { mediaKey: other, content: '原文', time: 1, requestId }, me.headers)).ret).toBe(RET.CONFLICT);
    for (const bad of ['short', 'x'.repeat(65), 'has space!']) {
      expect((await c.get(addBarrages.path, { mediaKey: key, content: '坏键', time: 1, requestId: bad }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    }
    const { rows } = await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM barrages WHERE uid = $1', [me.uid]);
    expect(rows[0].n).toBe(1);
  });

  it('the socket send takes the same key: a resend over the socket of a barrage stored over HTTP gets it back', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const key = await freshVideo(c);
    const s = await boundSocket(c.url, me.token);
    expect(((await s.timeout(5000).emitWithAck('joinVideoRoom', { mediaKey: key })) as { ret: number }).ret).toBe(RET.OK);
    const requestId = unique('k-');
    const viaHttp = await c.get<Barrage>(addBarrages.path, { mediaKey: key, content: '两条路', time: 6, requestId }, me.headers);
    const send = (p: unknown) => s.timeout(5000).emitWithAck(BARRAGE_SOCKET_EVENT, p) as Promise<{ ret: number; msg: string; data: Barrage }>;
    const viaSocket = await send({ content: '两条路', time: 6, requestId });
    expect(viaSocket.ret).toBe(RET.OK);
    expect(viaSocket.data.id).toBe(viaHttp.data.id);
    expect(await send({ content: '两条路', time: 6, requestId: 'bad key' })).toMatchObject({ ret: RET.BAD_REQUEST });
    expect(await rowsOf(c, me.uid, requestId)).toBe(1);
  });
});
