// Issue 8, point 5: UpdTask pays gold only for an action the server has a record of (watch time
// it observed between progress reports, a share, a comment, from today), and once per task and
// day even when the claims race. The watch-time rules themselves: gold-farming.test.ts.
import { describe, expect, it } from 'vitest';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { addPlayRecord, replys, share, updTask } from '../../src/api/contract/video';
import { DAILY_TASKS, recordWatchReport, WATCH_TASK_MIN_S } from '../../server/routes/engagement';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';

let seq = 0;
const unique = () => `gt${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

async function freshUser(c: Client): Promise<{ uid: number; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique(), password: 'secret12' });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

const gold = async (c: Client, uid: number) =>
  (await c.server.db.query<{ gold: number }>('SELECT gold FROM users WHERE id = $1', [uid])).rows[0].gold;

describe.each(BACKENDS)('daily gold tasks on %s', (backend) => {
  it('refuses every task claimed without the action and pays nothing', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    for (const type of [1, 2, 3]) {
      const r = await c.get(updTask.path, { type }, me.headers);
      expect(r.ret).toBe(RET.BAD_REQUEST);
      expect(r.msg).toBe('任务尚未完成，完成后再来领取');
    }
    expect(await gold(c, me.uid)).toBe(0);
  });

  it('pays the watch task only after enough watch time between reports, whatever position they claim', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    await c.get(addPlayRecord.path, { mediaKey: 'v1001', position: WATCH_TASK_MIN_S + 5, duration: 600 }, me.headers);
    expect((await c.get(updTask.path, { type: 1 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    // Reports the server saw 30 s apart (their times given directly; the route passes nowS()).
    const now = Math.floor(Date.now() / 1000);
    await recordWatchReport(c.server.db, me.uid, now + 1);
    expect((await c.get(updTask.path, { type: 1 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    await recordWatchReport(c.server.db, me.uid, now + 1 + WATCH_TASK_MIN_S);
    const r = await c.get<{ gold: number }>(updTask.path, { type: 1 }, me.headers);
    expect(r.ret).toBe(RET.OK);
    expect(r.data.gold).toBe(5);
  });

  it('pays the comment task after a stored comment, once per day', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    expect((await c.get(updTask.path, { type: 3 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(replys.path, { mediaKey: 'v1001', content: '今天的评论' }, me.headers)).ret).toBe(RET.OK);
    const r = await c.get<{ gold: number }>(updTask.path, { type: 3 }, me.headers);
    expect(r.ret).toBe(RET.OK);
    expect(r.data.gold).toBe(DAILY_TASKS[3].gold);
    expect((await c.get<{ gold: number }>(updTask.path, { type: 3 }, me.headers)).data.gold).toBe(DAILY_TASKS[3].gold);
    expect(await gold(c, me.uid)).toBe(DAILY_TASKS[3].gold);
  });

  it('watch time or a comment from an earlier day does not count', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const yesterday = Math.floor(Date.now() / 1000) - 2 * 86400;
    await recordWatchReport(c.server.db, me.uid, yesterday);
    await recordWatchReport(c.server.db, me.uid, yesterday + WATCH_TASK_MIN_S);
    await c.post(replys.path, { mediaKey: 'v1001', content: '昨天的评论' }, me.headers);
    await c.server.db.query('UPDATE comments SET created_at = $2 WHERE uid = $1', [me.uid, yesterday]);
    expect((await c.get(updTask.path, { type: 1 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(updTask.path, { type: 3 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
  });

  it('pays the share task once per day, also for 20 concurrent claims', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    expect((await c.get(share.path, { mediaKey: 'v1001' }, me.headers)).ret).toBe(RET.OK);
    const replies = await Promise.all(Array.from({ length: 20 }, () => c.get<{ gold: number }>(updTask.path, { type: 2 }, me.headers)));
    expect(replies.every((r) => r.ret === RET.OK)).toBe(true);
    expect(await gold(c, me.uid)).toBe(5);
    const recs = await c.server.db.query('SELECT 1 FROM gold_records WHERE uid = $1', [me.uid]);
    expect(recs.rows).toHaveLength(1);
  });
});
