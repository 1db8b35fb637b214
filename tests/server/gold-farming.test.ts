// Issue 27, point 2: gold cannot be farmed with throwaway accounts. An invitation pays only an
// invitee who proved a phone or e-mail by a code, and the inviter at most INVITATION_DAILY_CAP
// times a day; the bind task pays only after the code; the watch tasks pay on watch time the
// server observed between progress reports, never on the position the client reports. Each
// abuse fails and the honest path still pays.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  claimNewHandTask, getInvitationInfo, getMyLevel, getTaskCenter, inputInvitationCode,
} from '../../src/api/contract/account';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { changeContact, sendContactCode } from '../../src/api/contract/user';
import { addPlayRecord, updTask } from '../../src/api/contract/video';
import type { DevOutbox } from '../../server/account/code-delivery';
import { unixDay } from '../../server/routes/barrage-store';
import { DAILY_TASKS, recordWatchReport, WATCH_REPORT_MAX_GAP_S, WATCH_TASK_MIN_S } from '../../server/routes/engagement';
import {
  INVITATION_DAILY_CAP, INVITATION_GOLD, INVITATION_NEEDS_CONTACT_MSG, invitationOverCapMsg, NEW_HAND_TASKS,
} from '../../server/routes/rewards';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';

let seq = 0;
const unique = () => `gf${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

interface User { uid: number; headers: Headers }

async function freshUser(c: Client): Promise<User> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique(), password: 'secret12' });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

/** Binds an e-mail the way the client does: the code sent to it, then the check. */
async function bindEmail(c: Client, me: User): Promise<void> {
  const email = `${unique()}@example.com`;
  expect((await c.post(sendContactCode.path, { type: 'email', account: email }, me.headers)).ret).toBe(RET.OK);
  const code = (c.server.ctx.codes as DevOutbox).latest(email)!.code;
  expect((await c.post(changeContact.path, { type: 'email', account: email, code }, me.headers)).ret).toBe(RET.OK);
}

/** A user whose e-mail a code proved (written directly: the code path is tested above). */
async function verifiedUser(c: Client): Promise<User> {
  const me = await freshUser(c);
  await c.server.db.query('UPDATE users SET email = $2, contact_verified_at = $3 WHERE id = $1', [me.uid, `${unique()}@example.com`, Math.floor(Date.now() / 1000)]);
  return me;
}

/** Balance and number of gold records: together they show whether anything moved. */
async function ledger(c: Client, uid: number): Promise<[number, number]> {
  const g = await c.server.db.query<{ gold: number }>('SELECT gold FROM users WHERE id = $1', [uid]);
  const n = await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gold_records WHERE uid = $1', [uid]);
  return [g.rows[0].gold, n.rows[0].n];
}

const codeOf = async (c: Client, u: User) => (await c.get<{ code: string }>(getInvitationInfo.path, {}, u.headers)).data.code;

const watched = async (c: Client, uid: number) =>
  (await c.server.db.query<{ day_seconds: number; total_seconds: number }>('SELECT day_seconds, total_seconds FROM watch_time WHERE uid = $1', [uid])).rows[0]
  ?? { day_seconds: 0, total_seconds: 0 };

const report = (c: Client, u: User, position: number, mediaKey = 'v1001') =>
  c.get(addPlayRecord.path, { mediaKey, position, duration: 7200 }, u.headers);

afterEach(() => {
  vi.useRealTimers();
});

describe.each(BACKENDS)('invitation gold on %s', (backend) => {
  it('refuses an invitee without a phone or e-mail proved by a code, and pays nobody', async () => {
    const c = await clientFor(backend);
    const inviter = await verifiedUser(c);
    const code = await codeOf(c, inviter);
    const fresh = await freshUser(c);
    // A number in the phone column (registration takes it unchecked) is no proof either.
    const unproved = await freshUser(c);
    await c.server.db.query('UPDATE users SET email = $2 WHERE id = $1', [unproved.uid, `${unique()}@example.com`]);
    for (const u of [fresh, unproved]) {
      expect(await c.post(inputInvitationCode.path, { code }, u.headers)).toMatchObject({ ret: RET.FORBIDDEN, msg: INVITATION_NEEDS_CONTACT_MSG });
      expect(await ledger(c, u.uid)).toEqual([0, 0]);
      expect((await c.get<{ codeEntered: boolean }>(getInvitationInfo.path, {}, u.headers)).data.codeEntered).toBe(false);
    }
    expect(await ledger(c, inviter.uid)).toEqual([0, 0]);
    // Code errors still come first, so the form says what is wrong with the code.
    expect((await c.post(inputInvitationCode.path, { code: 'ZZZZZZZZ' }, fresh.headers)).ret).toBe(RET.NOT_FOUND);

    // The honest path: bind an e-mail with its code, then the same code pays both sides.
    await bindEmail(c, fresh);
    const ok = await c.post<{ gold: number; reward: number }>(inputInvitationCode.path, { code }, fresh.headers);
    expect(ok).toMatchObject({ ret: RET.OK, msg: `填写成功，获得${INVITATION_GOLD}金币`, data: { gold: INVITATION_GOLD, reward: INVITATION_GOLD, inviterRewarded: true } });
    expect(await ledger(c, inviter.uid)).toEqual([INVITATION_GOLD, 1]);
    expect(await ledger(c, fresh.uid)).toEqual([INVITATION_GOLD, 1]);
  });

  it(`pays the inviter for at most ${INVITATION_DAILY_CAP} invitees a day, also when they arrive at once; every invitee is paid and told`, async () => {
    const c = await clientFor(backend);
    const inviter = await verifiedUser(c);
    const code = await codeOf(c, inviter);
    const invitees = await Promise.all(Array.from({ length: INVITATION_DAILY_CAP + 3 }, () => verifiedUser(c)));
    const replies = await Promise.all(invitees.map((u) => c.post<{ gold: number; reward: number; inviterRewarded: boolean }>(inputInvitationCode.path, { code }, u.headers)));
    expect(replies.every((r) => r.ret === RET.OK && r.data.reward === INVITATION_GOLD)).toBe(true);
    expect(replies.filter((r) => r.msg === `填写成功，获得${INVITATION_GOLD}金币` && r.data.inviterRewarded)).toHaveLength(INVITATION_DAILY_CAP);
    expect(replies.filter((r) => r.msg === invitationOverCapMsg() && !r.data.inviterRewarded)).toHaveLength(3);
    expect(invitationOverCapMsg()).toContain(`每天${INVITATION_DAILY_CAP}位好友`);
    expect(await ledger(c, inviter.uid)).toEqual([INVITATION_DAILY_CAP * INVITATION_GOLD, INVITATION_DAILY_CAP]);
    for (const u of invitees) expect(await ledger(c, u.uid)).toEqual([INVITATION_GOLD, 1]);
    // All are invited; experience counts the paid ones only (20 each).
    expect((await c.get<{ invitedCount: number }>(getInvitationInfo.path, {}, inviter.headers)).data.invitedCount).toBe(INVITATION_DAILY_CAP + 3);
    expect((await c.get<{ exp: number }>(getMyLevel.path, {}, inviter.headers)).data.exp).toBe(INVITATION_DAILY_CAP * 20);

    // A new server day pays the inviter again.
    await c.server.db.query('UPDATE invitations SET created_at = created_at - 86400 WHERE inviter_uid = $1', [inviter.uid]);
    const tomorrow = await verifiedUser(c);
    expect((await c.post(inputInvitationCode.path, { code }, tomorrow.headers)).msg).toBe(`填写成功，获得${INVITATION_GOLD}金币`);
    expect(await ledger(c, inviter.uid)).toEqual([(INVITATION_DAILY_CAP + 1) * INVITATION_GOLD, INVITATION_DAILY_CAP + 1]);
  });

  it('two users entering each other\'s codes at once: one invitation, paid once, no server error', async () => {
    const c = await clientFor(backend);
    const [a, b] = [await verifiedUser(c), await verifiedUser(c)];
    const [codeA, codeB] = [await codeOf(c, a), await codeOf(c, b)];
    const replies = await Promise.all([
      c.post(inputInvitationCode.path, { code: codeB }, a.headers),
      c.post(inputInvitationCode.path, { code: codeA }, b.headers),
    ]);
    expect(replies.map((r) => r.ret).sort()).toEqual([RET.OK, RET.BAD_REQUEST]);
    expect(replies.find((r) => r.ret === RET.BAD_REQUEST)?.msg).toBe('不能填写你邀请的好友的邀请码');
    expect([...(await ledger(c, a.uid)), ...(await ledger(c, b.uid))]).toEqual([INVITATION_GOLD, 1, INVITATION_GOLD, 1]);
  });
});

describe.each(BACKENDS)('bind task on %s', (backend) => {
  it('pays for a phone or e-mail only after its code', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    // What a phone registration or an old row leaves: a number nobody proved.
    const phone = `139${String(process.pid % 1e5).padStart(5, '0')}${String(seq++ % 1e3).padStart(3, '0')}`;
    await c.server.db.query("UPDATE users SET phone = $2, area_code = '86' WHERE id = $1", [me.uid, phone]);
    expect(await c.post(claimNewHandTask.path, { type: 2 }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '任务尚未完成，完成后再来领取' });
    const centre = async () => (await c.get<{ newHand: { type: number; done: boolean }[] }>(getTaskCenter.path, {}, me.headers)).data.newHand.find((t) => t.type === 2);
    expect(await centre()).toMatchObject({ done: false });
    expect(await ledger(c, me.uid)).toEqual([0, 0]);
    await bindEmail(c, me);
    expect(await centre()).toMatchObject({ done: true });
    expect(await c.post(claimNewHandTask.path, { type: 2 }, me.headers)).toMatchObject({ ret: RET.OK, data: { reward: NEW_HAND_TASKS[2].gold } });
    expect(await ledger(c, me.uid)).toEqual([NEW_HAND_TASKS[2].gold, 1]);
  });
});

describe.each(BACKENDS)('watch tasks on %s', (backend) => {
  it('a reported position is no watch time: one report of an hour credits nothing', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    expect((await report(c, me, 3600)).ret).toBe(RET.OK);
    expect(await watched(c, me.uid)).toEqual({ day_seconds: 0, total_seconds: 0 });
    expect(await c.get(updTask.path, { type: 1 }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '任务尚未完成，完成后再来领取' });
    expect((await c.post(claimNewHandTask.path, { type: 3 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect(await ledger(c, me.uid)).toEqual([0, 0]);
  });

  it('50 reports at once, over two videos, credit no more than the seconds that passed', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const started = Date.now();
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => report(c, me, 60 + i, i % 2 ? 'v1001' : 'v1002')));
    const elapsedS = (Date.now() - started) / 1000;
    expect(replies.every((r) => r.ret === RET.OK)).toBe(true);
    const w = await watched(c, me.uid);
    // The server counts whole seconds: the reports span at most ceil(elapsed) second boundaries.
    expect(w.day_seconds).toBeLessThanOrEqual(Math.ceil(elapsedS));
    expect(w.total_seconds).toBe(w.day_seconds);
    if (w.day_seconds < WATCH_TASK_MIN_S) expect((await c.get(updTask.path, { type: 1 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
  });

  it('credits the clock between reports, bounded by the gap limit; a pause or a clock going back credits nothing', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const db = c.server.db;
    const t = unixDay() * 86400 + 3600;
    expect(await recordWatchReport(db, me.uid, t)).toBe(0);
    expect(await recordWatchReport(db, me.uid, t + 10)).toBe(10);
    // Twins in one second add nothing.
    for (let i = 0; i < 20; i++) expect(await recordWatchReport(db, me.uid, t + 10)).toBe(10);
    // A gap longer than the limit was a pause or an absence: nothing, but the clock restarts.
    expect(await recordWatchReport(db, me.uid, t + 10 + WATCH_REPORT_MAX_GAP_S + 1)).toBe(10);
    expect(await recordWatchReport(db, me.uid, t + 10 + WATCH_REPORT_MAX_GAP_S + 31)).toBe(40);
    // A report from before the last one (a second server's clock) credits nothing.
    expect(await recordWatchReport(db, me.uid, t)).toBe(40);
    expect(await recordWatchReport(db, me.uid, t + 10 + WATCH_REPORT_MAX_GAP_S + 36)).toBe(45);
    // The next day starts from zero; what crosses midnight belongs to the new day.
    const nextDay = (unixDay() + 1) * 86400;
    expect(await recordWatchReport(db, me.uid, nextDay - 5)).toBe(45);
    expect(await recordWatchReport(db, me.uid, nextDay + 5)).toBe(10);
    expect(await watched(c, me.uid)).toEqual({ day_seconds: 10, total_seconds: 55 });
  });

  it('pays the daily and the first-watch task after 30 s of reports the server saw', async () => {
    const c = await clientFor(backend);
    // The server's clock is Date.now() (mappers.ts nowS): frozen here and moved by the test.
    let now = Date.now();
    if (now / 1000 - unixDay() * 86400 > 86400 - 120) now += 300_000; // not across midnight
    vi.setSystemTime(now);
    const me = await freshUser(c);
    expect((await report(c, me, 0)).ret).toBe(RET.OK);
    vi.setSystemTime(now + (WATCH_TASK_MIN_S - 1) * 1000);
    expect((await report(c, me, WATCH_TASK_MIN_S - 1)).ret).toBe(RET.OK);
    expect((await c.get(updTask.path, { type: 1 }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    vi.setSystemTime(now + WATCH_TASK_MIN_S * 1000);
    expect((await report(c, me, WATCH_TASK_MIN_S)).ret).toBe(RET.OK);
    const daily = await c.get<{ gold: number }>(updTask.path, { type: 1 }, me.headers);
    expect(daily).toMatchObject({ ret: RET.OK, data: { gold: DAILY_TASKS[1].gold } });
    const first = await c.post<{ reward: number }>(claimNewHandTask.path, { type: 3 }, me.headers);
    expect(first).toMatchObject({ ret: RET.OK, data: { reward: NEW_HAND_TASKS[3].gold } });
    expect(await ledger(c, me.uid)).toEqual([DAILY_TASKS[1].gold + NEW_HAND_TASKS[3].gold, 2]);
  });
});
