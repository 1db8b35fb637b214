// The moderation queue (issue 38): reports of one target fold into one case with its context;
// hiding a barrage removes it from live clients at once; reporters hear the outcome; mute,
// global shield words and slow mode stop writers.
import { afterEach, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { RET } from '../../src/api/contract/envelope';
import { accusationBarrage, addBarrages, type Barrage } from '../../src/api/contract/barrage';
import {
  BARRAGE_REMOVED_SOCKET_EVENT, staffCase, staffCaseAction, staffCases, staffPurgeBarrage, staffSlowMode,
  type BarrageRemoved, type CaseReport, type ModerationCase,
} from '../../src/api/contract/staff-moderation';
import { staffShieldWordEdit } from '../../src/api/contract/staff-audit';
import { OUTCOME_ACTIONED, OUTCOME_TITLE } from '../../server/staff/routes-moderation';
import { BACKENDS, clientFor, type Client } from './harness';
import { staffSignIn } from './staff-kit';
import { account, type Account } from './vip-fixtures';

const open: Socket[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});

async function viewer(c: Client, mediaKey: string): Promise<Socket> {
  const s = connect(c.url, { transports: ['websocket'], forceNew: true, reconnection: false });
  open.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  const r = (await s.timeout(5000).emitWithAck('joinVideoRoom', { mediaKey })) as { ret: number };
  expect(r.ret).toBe(RET.OK);
  return s;
}

const say = (c: Client, a: Account, content: string, mediaKey = 'v1002') => c.get<Barrage>(addBarrages.path, { mediaKey, content, time: 12.5 }, a.headers);

describe.each(BACKENDS)('moderation on %s', (backend) => {
  it('folds reports of one barrage into one case with context, hides it from live clients and tells each reporter', async () => {
    const c = await clientFor(backend);
    const author = await account(c);
    const sent = await say(c, author, '这是一条违规弹幕');
    expect(sent.ret).toBe(RET.OK);
    const other = await say(c, author, '另一条弹幕');
    const reporters = [await account(c), await account(c), await account(c)];
    for (const r of reporters) expect((await c.get(accusationBarrage.path, { id: sent.data.id, reason: '辱骂' }, r.headers)).ret).toBe(RET.OK);
    // A repeated report by the same user adds nothing; another barrage is another case.
    await c.get(accusationBarrage.path, { id: sent.data.id, reason: '辱骂' }, reporters[0].headers);
    await c.get(accusationBarrage.path, { id: other.data.id }, reporters[0].headers);
    const mod = await staffSignIn(c, 'mod_demo');
    const queue = await c.get<{ list: ModerationCase[] }>(staffCases.path, { state: 'open', kind: 'barrage', pageSize: 100 }, mod.headers);
    expect(queue.ret).toBe(RET.OK);
    const mine = queue.data.list.filter((k) => k.authorUid === author.uid);
    expect(mine).toHaveLength(2);
    const k = mine.find((x) => x.targetId === sent.data.id) as ModerationCase;
    expect(k).toMatchObject({ reports: 3, text: '这是一条违规弹幕', mediaKey: 'v1002', episode: 1, videoTime: 12, state: 'open' });
    const detail = await c.get<{ reports: CaseReport[] }>(staffCase.path, { id: k.id }, mod.headers);
    expect(detail.data.reports.map((r) => r.reporterUid)).toEqual(reporters.map((r) => r.uid));
    // reporters[0] reported nothing before its first report here.
    expect(detail.data.reports[0].reporterEarlierReports).toBe(0);

    const live = await viewer(c, 'v1002');
    const gone = new Promise<BarrageRemoved>((resolve) => live.once(BARRAGE_REMOVED_SOCKET_EVENT, resolve));
    const done = await c.post<ModerationCase>(staffCaseAction.path, { id: k.id, action: 'hide', note: '辱骂他人' }, mod.headers);
    expect(done.ret).toBe(RET.OK);
    expect(done.data).toMatchObject({ state: 'actioned', action: 'hide', text: '这是一条违规弹幕' });
    expect(await gone).toEqual({ mediaKey: 'v1002', ids: [sent.data.id] });
    expect((await c.server.db.query('SELECT 1 FROM barrages WHERE id = $1', [sent.data.id])).rows).toHaveLength(0);
    for (const r of reporters) {
      const msgs = (await c.server.db.query<{ title: string; content: string }>(`SELECT title, content FROM messages WHERE to_uid = $1 AND kind = 'system'`, [r.uid])).rows;
      expect(msgs).toContainEqual({ title: OUTCOME_TITLE, content: OUTCOME_ACTIONED });
    }
    // A closed case takes no second action.
    expect((await c.post(staffCaseAction.path, { id: k.id, action: 'dismiss' }, mod.headers)).ret).toBe(RET.CONFLICT);
    // A new report of the hidden barrage's target would start a new case; the dismissed one stays.
    const second = mine.find((x) => x.targetId === other.data.id) as ModerationCase;
    expect((await c.post<ModerationCase>(staffCaseAction.path, { id: second.id, action: 'mute', hours: 2 }, mod.headers)).data.state).toBe('actioned');
    const muted = await say(c, author, '禁言中还能发吗');
    expect(muted.ret).toBe(RET.FORBIDDEN);
    expect(muted.msg).toMatch(/^您已被禁言至/);
  });

  it('applies global shield words to everyone, slow mode to a room and purges one sender', async () => {
    const c = await clientFor(backend);
    const mod = await staffSignIn(c, 'mod_demo');
    const a = await account(c);
    expect((await c.post(staffShieldWordEdit.path, { word: 'BadWord' }, mod.headers)).ret).toBe(RET.OK);
    const refused = await say(c, a, '这里有 badword 呢', 'v1003');
    expect(refused.ret).toBe(RET.BAD_REQUEST);
    expect(refused.msg).toBe('内容包含违规词，请修改后再发送');
    expect((await c.post(staffShieldWordEdit.path, { word: 'badword', remove: 1 }, mod.headers)).ret).toBe(RET.OK);
    expect((await say(c, a, '这里有 badword 呢', 'v1003')).ret).toBe(RET.OK);

    expect((await c.post(staffSlowMode.path, { mediaKey: 'v1003', seconds: 60 }, mod.headers)).ret).toBe(RET.OK);
    const slow = await say(c, a, '第二条', 'v1003');
    expect(slow.ret).toBe(RET.RATE_LIMITED);
    expect(slow.msg).toBe('慢速模式：每60秒只能发送一条弹幕');
    expect((await c.post(staffSlowMode.path, { mediaKey: 'v1003', seconds: 0 }, mod.headers)).ret).toBe(RET.OK);
    expect((await say(c, a, '第二条', 'v1003')).ret).toBe(RET.OK);

    const live = await viewer(c, 'v1003');
    const gone = new Promise<BarrageRemoved>((resolve) => live.once(BARRAGE_REMOVED_SOCKET_EVENT, resolve));
    const purged = await c.post<{ removed: number }>(staffPurgeBarrage.path, { uid: a.uid, mediaKey: 'v1003' }, mod.headers);
    expect(purged.data.removed).toBe(2);
    expect((await gone).ids).toHaveLength(2);
    expect((await c.server.db.query('SELECT 1 FROM barrages b JOIN videos v ON v.id = b.video_id WHERE b.uid = $1', [a.uid])).rows).toHaveLength(0);
  });
});
