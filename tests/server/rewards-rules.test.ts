// Issue 12, points 3 and 4 (the client pages' server rules): every personal-centre call needs a
// signed-in caller; gold moves are idempotent under concurrent twins (sign-in, new-hand claim,
// invitation); the refusals (a second sign-in the same day, a second claim, an unfinished task,
// one's own code, a second code) each give a clear message and change neither gold nor records.
import { describe, expect, it } from 'vitest';
import {
  claimNewHandTask, getInvitationInfo, getMyLevel, getMyVotes, getSignInInfo, getTaskCenter, inputInvitationCode, removeCollect, removeVote, signIn,
} from '../../src/api/contract/account';
import type { Token } from '../../src/api/contract/common';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import { RET } from '../../src/api/contract/envelope';
import { getMyGold } from '../../src/api/contract/gold';
import { getCollectList, share, updTask } from '../../src/api/contract/video';
import { DAILY_TASKS } from '../../server/routes/engagement';
import { INVITATION_GOLD, NEW_HAND_TASKS, SIGN_IN_REWARDS } from '../../server/routes/rewards';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';

let seq = 0;
const unique = () => `rr${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

async function freshUser(c: Client): Promise<{ uid: number; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique(), password: 'secret12' });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

/** Balance and number of gold records: together they show that nothing moved. */
async function ledger(c: Client, uid: number): Promise<[number, number]> {
  const g = await c.server.db.query<{ gold: number }>('SELECT gold FROM users WHERE id = $1', [uid]);
  const n = await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gold_records WHERE uid = $1', [uid]);
  return [g.rows[0].gold, n.rows[0].n];
}

const send = (c: Client, ep: AnyEndpoint, params: Record<string, unknown>, headers: Headers = {}) =>
  ep.method === 'GET' ? c.get(ep.path, params as Record<string, string | number>, headers) : c.post(ep.path, params, headers);

describe.each(BACKENDS)('personal-centre rules on %s', (backend) => {
  it('refuses every personal-centre call without a signed-in caller', async () => {
    const c = await clientFor(backend);
    const calls: [AnyEndpoint, Record<string, unknown>][] = [
      [getCollectList, {}], [removeCollect, { mediaKeys: ['v1001'] }], [getMyVotes, {}], [removeVote, { mediaKey: 'v1001' }],
      [getMyGold, {}], [getMyLevel, {}], [getTaskCenter, {}], [claimNewHandTask, { type: 1 }], [updTask, { type: 1 }],
      [getSignInInfo, {}], [signIn, {}], [getInvitationInfo, {}], [inputInvitationCode, { code: 'ABCDEFGH' }],
    ];
    for (const [ep, params] of calls) {
      const r = await send(c, ep, params);
      expect(r.ret, ep.name).toBe(RET.SESSION_INVALID);
    }
  });

  it('bounds what the calls take: page sizes, task types, code lengths, key lists', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    expect((await c.get(getMyGold.path, { pageSize: 101 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(getMyGold.path, { type: 3 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(claimNewHandTask.path, { type: 101 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect(await c.post(claimNewHandTask.path, { type: 99 }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '未知的任务类型' });
    expect((await c.post(inputInvitationCode.path, { code: 'X'.repeat(17) }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(removeCollect.path, { mediaKeys: Array.from({ length: 101 }, (_, i) => `v${i}`) }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect(await ledger(c, me.uid)).toEqual([0, 0]);
  });

  it('a second sign-in the same day is refused with a message and pays nothing, also as 10 concurrent twins', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const twins = await Promise.all(Array.from({ length: 10 }, () => c.post(signIn.path, {}, me.headers)));
    expect(twins.filter((r) => r.ret === RET.OK)).toHaveLength(1);
    for (const r of twins.filter((x) => x.ret !== RET.OK)) expect(r).toMatchObject({ ret: RET.CONFLICT, msg: '今天已经签到过了，明天再来吧' });
    expect(await ledger(c, me.uid)).toEqual([SIGN_IN_REWARDS[0], 1]);
    const again = await c.post(signIn.path, {}, me.headers);
    expect(again).toMatchObject({ ret: RET.CONFLICT, msg: '今天已经签到过了，明天再来吧' });
    expect(await ledger(c, me.uid)).toEqual([SIGN_IN_REWARDS[0], 1]);
    const info = await c.get<{ signedToday: boolean; todayReward: number; streak: number }>(getSignInInfo.path, {}, me.headers);
    expect(info.data).toMatchObject({ signedToday: true, todayReward: 0, streak: 1 });
  });

  it('an unfinished task and a second claim are refused with a message and change nothing', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    expect(await c.post(claimNewHandTask.path, { type: 5 }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '任务尚未完成，完成后再来领取' });
    expect(await c.get(updTask.path, { type: 2 }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '任务尚未完成，完成后再来领取' });
    expect(await ledger(c, me.uid)).toEqual([0, 0]);
    expect((await c.get(share.path, { mediaKey: 'v1001' }, me.headers)).ret).toBe(RET.OK);
    const centre = await c.get<{ daily: { type: number; done: boolean; claimed: boolean }[]; newHand: { type: number; done: boolean }[] }>(getTaskCenter.path, {}, me.headers);
    expect(centre.data.daily.find((t) => t.type === 2)).toMatchObject({ done: true, claimed: false });
    expect(centre.data.newHand.find((t) => t.type === 5)).toMatchObject({ done: true });
    // New-hand twins pay once; the others are told it was claimed.
    const twins = await Promise.all(Array.from({ length: 6 }, () => c.post(claimNewHandTask.path, { type: 5 }, me.headers)));
    expect(twins.filter((r) => r.ret === RET.OK)).toHaveLength(1);
    for (const r of twins.filter((x) => x.ret !== RET.OK)) expect(r).toMatchObject({ ret: RET.CONFLICT, msg: '该任务奖励已领取' });
    expect(await c.post(claimNewHandTask.path, { type: 5 }, me.headers)).toMatchObject({ ret: RET.CONFLICT, msg: '该任务奖励已领取' });
    // The daily share task: the second claim says it is done for today and pays nothing more.
    expect((await c.get(updTask.path, { type: 2 }, me.headers)).ret).toBe(RET.OK);
    const second = await c.get<{ gold: number }>(updTask.path, { type: 2 }, me.headers);
    expect(second).toMatchObject({ ret: RET.OK, msg: '今日任务已完成' });
    const paid = NEW_HAND_TASKS[5].gold + DAILY_TASKS[2].gold;
    expect(second.data.gold).toBe(paid);
    expect(await ledger(c, me.uid)).toEqual([paid, 2]);
  });

  it('own code, a second code and concurrent entries of one invitee reward each side once', async () => {
    const c = await clientFor(backend);
    const inviter = await freshUser(c);
    const invitee = await freshUser(c);
    // Invitations pay only an invitee with a contact proved by a code (gold-farming.test.ts).
    await c.server.db.query('UPDATE users SET email = $2, contact_verified_at = 1 WHERE id = $1', [invitee.uid, `${unique()}@example.com`]);
    const code = (await c.get<{ code: string }>(getInvitationInfo.path, {}, inviter.headers)).data.code;
    expect(await c.post(inputInvitationCode.path, { code }, inviter.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '不能填写自己的邀请码' });
    expect(await ledger(c, inviter.uid)).toEqual([0, 0]);
    const twins = await Promise.all(Array.from({ length: 5 }, () => c.post(inputInvitationCode.path, { code }, invitee.headers)));
    expect(twins.filter((r) => r.ret === RET.OK)).toHaveLength(1);
    for (const r of twins.filter((x) => x.ret !== RET.OK)) expect(r).toMatchObject({ ret: RET.CONFLICT, msg: '你已经填写过邀请码了' });
    expect(await ledger(c, inviter.uid)).toEqual([INVITATION_GOLD, 1]);
    expect(await ledger(c, invitee.uid)).toEqual([INVITATION_GOLD, 1]);
    const info = await c.get<{ codeEntered: boolean; invitedCount: number }>(getInvitationInfo.path, {}, invitee.headers);
    expect(info.data.codeEntered).toBe(true);
  });
});
