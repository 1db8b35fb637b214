// Issue 12 (server half): account entry, profile, what the user owns, tasks, sign-in and
// invitations. Every refusal is a clear ret and leaves nothing changed.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import {
  claimNewHandTask, getAccountSecurity, getCaptcha, getCountryList, getInvitationInfo, getMyLevel, getMyVotes,
  getSignInInfo, getTaskCenter, inputInvitationCode, removeCollect, removeVote, setPassword, signIn, signOutOtherDevices, verifyPassword,
} from '../../src/api/contract/account';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { getMyGold } from '../../src/api/contract/gold';
import { INTRODUCE_MAX_CHARS, NICKNAME_MAX_CHARS } from '../../src/api/contract/limits';
import { userUploadFile } from '../../src/api/contract/upload';
import { changeContact, getUserInfo, resetPassword, sendContactCode, sendResetCode, updateUserInfo } from '../../src/api/contract/user';
import { addToScjs, getCollectList, voteLike } from '../../src/api/contract/video';
import type { DevOutbox } from '../../server/account/code-delivery';
import { FLOOD_LIMITS } from '../../server/limits/flood';
import { ORPHAN_AGE_MS, pruneAvatars } from '../../server/media/avatar-files';
import { LocalFolderStore } from '../../server/storage/local-folder-store';
import { unixDay } from '../../server/routes/barrage-store';
import { userRoom } from '../../server/socket/rooms';
import { INVITATION_GOLD, SIGN_IN_REWARDS } from '../../server/routes/rewards';
import { solvedCaptcha } from './captcha';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';
import { registerWithCode } from './registration';

let seq = 0;
const unique = () => `ac${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

async function freshUser(c: Client, account = unique(), extra: Headers = {}) {
  // An e-mail account is registered with the code sent to it (issue 27, point 7a).
  const r = account.includes('@')
    ? await registerWithCode<{ id: number; token: Token }>(c, { account, password: 'secret12' }, extra)
    : await c.post<{ id: number; token: Token }>('/api/Login/Register', { account, password: 'secret12' }, extra);
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, account, token: r.data.token, headers: authHeaders(r.data.token) };
}

/** The token with its last hex digit changed (always a different one). */
const tampered = (t: string) => `${t.slice(0, -1)}${t.endsWith('0') ? '1' : '0'}`;
const goldOf = async (c: Client, uid: number) => (await c.server.db.query<{ gold: number }>('SELECT gold FROM users WHERE id = $1', [uid])).rows[0].gold;
const recordsOf = async (c: Client, uid: number) => (await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM gold_records WHERE uid = $1', [uid])).rows[0].n;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0f6a80000000049454e44ae426082', 'hex');

async function upload(c: Client, headers: Headers, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const r = await c.raw(userUploadFile.path.toLowerCase(), { method: 'POST', headers, body: form });
  return (await r.json()) as { ret: number; msg: string; data: { filepath: string } | null };
}

describe.each(BACKENDS)('account entry on %s', (backend) => {
  it('sends a recovery code only after the image captcha, which works once', async () => {
    const c = await clientFor(backend);
    const outbox = c.server.ctx.codes as DevOutbox;
    const email = `${unique()}@example.com`;
    await freshUser(c, email);
    // The registration code went there first; nothing more may follow a wrong captcha.
    const registered = outbox.latest(email);
    const cap = await c.get<{ captchaId: string; image: string; expireSeconds: number }>(getCaptcha.path);
    expect(cap.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(cap.data.expireSeconds).toBe(300);

    const wrong = await c.post(sendResetCode.path, { account: email, captchaId: cap.data.captchaId, captchaCode: 'zzzzz' });
    expect(wrong).toMatchObject({ ret: RET.BAD_REQUEST, msg: '图形验证码错误或已过期，请重新获取' });
    expect(outbox.latest(email)).toBe(registered);

    const solved = await solvedCaptcha(c);
    expect((await c.post(sendResetCode.path, { account: email, ...solved })).ret).toBe(RET.OK);
    const code = outbox.latest(email)!.code;
    // The same captcha again: spent.
    expect((await c.post(sendResetCode.path, { account: email, ...solved })).ret).toBe(RET.BAD_REQUEST);
    // The wrong code, then the right one once.
    const bad = code === '000000' ? '111111' : '000000';
    expect((await c.post(resetPassword.path, { account: email, code: bad, password: 'newpass99' })).msg).toBe('验证码错误');
    expect((await c.post(resetPassword.path, { account: email, code, password: 'newpass99' })).ret).toBe(RET.OK);
    expect((await c.post(resetPassword.path, { account: email, code, password: 'other9999' })).ret).toBe(RET.BAD_REQUEST);
    await c.login(email, 'newpass99');
  });

  it('registers a phone number only when its region uses it', async () => {
    const c = await clientFor(backend);
    const bad = await c.post('/api/Login/Register', { account: '12345678901', password: 'secret12', AreaCode: '86' });
    expect(bad).toMatchObject({ ret: RET.BAD_REQUEST, msg: '手机号格式不正确' });
    expect((await c.post('/api/Login/Register', { account: '13912345678', password: 'secret12', AreaCode: '852' })).ret).toBe(RET.BAD_REQUEST);
    const n = (await c.server.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE phone IN ('12345678901', '13912345678')")).rows[0].n;
    expect(n).toBe(0);
  });

  it('lists calling codes with Chinese names', async () => {
    const c = await clientFor(backend);
    const r = await c.get<{ list: { country: string; name: string; areaCode: string }[] }>(getCountryList.path);
    expect(r.data.list.length).toBeGreaterThan(200);
    expect(r.data.list).toContainEqual({ country: 'CN', name: '中国', areaCode: '86' });
    expect(r.data.list).toContainEqual(expect.objectContaining({ country: 'HK', areaCode: '852' }));
  });

  it('sets a first password once on an account made without one', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    await c.server.db.query("UPDATE users SET password_hash = '' WHERE id = $1", [me.uid]);
    expect((await c.post<{ hasPassword: boolean }>(getAccountSecurity.path, {}, me.headers)).ret).not.toBe(RET.OK); // GET only
    expect((await c.get<{ hasPassword: boolean }>(getAccountSecurity.path, {}, me.headers)).data.hasPassword).toBe(false);
    expect((await c.post(setPassword.path, { password: 'short' }, me.headers)).msg).toBe('密码至少8位');
    const set = await c.post<{ token: Token }>(setPassword.path, { password: 'first1234' }, me.headers);
    expect(set.ret).toBe(RET.OK);
    const again = await c.post(setPassword.path, { password: 'second123' }, authHeaders(set.data.token));
    expect(again).toMatchObject({ ret: RET.CONFLICT, msg: '已设置过密码，请使用修改密码' });
    await c.login(me.account, 'first1234');
  });

  it('replaces a bound e-mail only after the password is proved, and only with the code sent to it', async () => {
    const c = await clientFor(backend);
    const outbox = c.server.ctx.codes as DevOutbox;
    const first = `${unique()}@example.com`;
    const me = await freshUser(c, first);
    const next = `${unique()}@example.com`;
    expect(await c.post(sendContactCode.path, { type: 'email', account: next }, me.headers)).toMatchObject({ ret: RET.FORBIDDEN, msg: '请先验证登录密码' });
    expect(await c.post(verifyPassword.path, { password: 'wrongpass' }, me.headers)).toMatchObject({ ret: RET.LOGIN_FAILED });
    const proof = await c.post<{ verifyToken: string }>(verifyPassword.path, { password: 'secret12' }, me.headers);
    expect(proof.ret).toBe(RET.OK);
    expect((await c.post(sendContactCode.path, { type: 'email', account: next, verifyToken: tampered(proof.data.verifyToken) }, me.headers)).ret).toBe(RET.FORBIDDEN);
    expect((await c.post(sendContactCode.path, { type: 'email', account: next, verifyToken: proof.data.verifyToken }, me.headers)).ret).toBe(RET.OK);
    const code = outbox.latest(next)!.code;
    expect((await c.post<{ email: string }>(changeContact.path, { type: 'email', account: next, code }, me.headers)).data.email).toBe(next);
  });
});

describe.each(BACKENDS)('profile and devices on %s', (backend) => {
  it('lists the signed-in devices and signs out the others', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c, unique(), { deviceid: 'phone-device-1', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0' });
    const tvLogin = await c.post<{ token: Token }>('/api/Login/Login', { account: me.account, password: 'secret12' }, { deviceid: 'tv-device-0001', 'user-agent': 'Mozilla/5.0 (SMART-TV; Tizen 7.0) Chrome/120.0' });
    const tv = { ...authHeaders(tvLogin.data.token), deviceid: 'tv-device-0001' };
    const phone = { ...me.headers, deviceid: 'phone-device-1' };
    const list = await c.get<{ devices: { deviceName: string; current: boolean }[] }>(getAccountSecurity.path, {}, phone);
    expect(list.data.devices.map((d) => [d.deviceName, d.current]).sort()).toEqual([['Android 手机 · Chrome', true], ['电视 · Chrome', false]]);

    // The TV's socket is bound as the user; signing the others out unbinds it, as logout does.
    const sock = connect(c.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    let fresh: Token;
    try {
      await new Promise<void>((resolve, reject) => { sock.once('connect', () => resolve()); sock.once('connect_error', reject); });
      expect(((await sock.timeout(5000).emitWithAck('conn', { token: tvLogin.data.token, version: '1' })) as { ret: number }).ret).toBe(RET.OK);
      const inRoom = async () => (await c.server.io.in(userRoom(me.uid)).fetchSockets()).some((x) => x.id === sock.id);
      expect(await inRoom()).toBe(true);
      const out = await c.post<{ token: Token }>(signOutOtherDevices.path, {}, phone);
      expect(out.ret).toBe(RET.OK);
      expect(await inRoom()).toBe(false);
      fresh = out.data.token;
    } finally {
      sock.disconnect();
    }
    expect((await c.post(getUserInfo.path, {}, tv)).ret).toBe(RET.SESSION_INVALID);
    expect((await c.post(getUserInfo.path, {}, phone)).ret).toBe(RET.SESSION_INVALID); // the old token too
    const now = { ...authHeaders(fresh), deviceid: 'phone-device-1' };
    const after = await c.get<{ devices: { current: boolean }[] }>(getAccountSecurity.path, {}, now);
    expect(after.data.devices).toEqual([expect.objectContaining({ current: true })]);
  });

  it('takes an avatar only when its bytes are an image: HTML and SVG are refused', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const html = await upload(c, me.headers, Buffer.from('<!doctype html><script>alert(1)</script>'), 'a.png', 'image/png');
    expect(html).toMatchObject({ ret: RET.BAD_REQUEST, msg: '只能上传 JPG、PNG、GIF 或 WebP 图片' });
    const svg = await upload(c, me.headers, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'a.svg', 'image/svg+xml');
    expect(svg.ret).toBe(RET.BAD_REQUEST);
    const ok = await upload(c, me.headers, PNG, 'photo.html', 'text/html');
    expect(ok.ret).toBe(RET.OK);
    expect(ok.data!.filepath).toMatch(/^\/media\/avatars\/\d+-[A-Za-z0-9_-]+\.png$/);
    const served = await c.raw(ok.data!.filepath);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await upload(c, {}, PNG, 'a.png', 'image/png')).ret).toBe(RET.SESSION_INVALID);
    // UpdateUserInfo takes the uploaded path, not an outside address or another user's file.
    expect((await c.post(updateUserInfo.path, { avatar: 'https://elsewhere.example/a.png' }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    const other = await freshUser(c);
    expect((await c.post(updateUserInfo.path, { avatar: ok.data!.filepath }, other.headers)).msg).toBe('请上传图片作为头像');
    expect((await c.post<{ avatar: string }>(updateUserInfo.path, { avatar: ok.data!.filepath }, me.headers)).data.avatar).toBe(ok.data!.filepath);
  });

  it('deletes the replaced avatar file once the new one is saved, and old unused uploads after an hour', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const mediaDir = c.server.ctx.mediaDir!;
    const onDisk = (p: string) => existsSync(join(mediaDir, 'avatars', basename(p)));
    const first = (await upload(c, me.headers, PNG, 'a.png', 'image/png')).data!.filepath;
    expect((await c.post(updateUserInfo.path, { avatar: first }, me.headers)).ret).toBe(RET.OK);
    const second = (await upload(c, me.headers, PNG, 'b.png', 'image/png')).data!.filepath;
    const pending = (await upload(c, me.headers, PNG, 'c.png', 'image/png')).data!.filepath;
    const other = await freshUser(c);
    const othersFile = (await upload(c, other.headers, PNG, 'd.png', 'image/png')).data!.filepath;
    expect((await c.post(updateUserInfo.path, { avatar: second }, me.headers)).ret).toBe(RET.OK);
    expect(onDisk(first)).toBe(false);
    expect((await c.raw(second)).status).toBe(200);
    // A fresh upload may be on its way into another device's save: it stays for now.
    expect(onDisk(pending)).toBe(true);
    // A save that leaves the avatar as it is deletes nothing.
    expect((await c.post(updateUserInfo.path, { nickName: '新名字', avatar: second }, me.headers)).ret).toBe(RET.OK);
    expect(onDisk(second) && onDisk(pending)).toBe(true);
    // An hour on, the unused upload goes; the current avatar and other users' files never do.
    const removed = await pruneAvatars(new LocalFolderStore(mediaDir), me.uid, second, null, Date.now() + ORPHAN_AGE_MS + 1000);
    expect(removed).toContain(basename(pending));
    expect(onDisk(pending)).toBe(false);
    expect(onDisk(second) && onDisk(othersFile)).toBe(true);
  });

  it('refuses an over-long nickname or introduction and keeps the old ones', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    expect((await c.post(updateUserInfo.path, { nickName: '好名字', introduce: '你好' }, me.headers)).ret).toBe(RET.OK);
    expect((await c.post(updateUserInfo.path, { nickName: '长'.repeat(NICKNAME_MAX_CHARS + 1) }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(updateUserInfo.path, { introduce: '长'.repeat(INTRODUCE_MAX_CHARS + 1) }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    const u = await c.post<{ nickName: string; introduce: string }>(getUserInfo.path, {}, me.headers);
    expect([u.data.nickName, u.data.introduce]).toEqual(['好名字', '你好']);
  });

  it('refuses a wrong or expired binding code with a clear message and keeps the bound e-mail', async () => {
    const c = await clientFor(backend);
    const outbox = c.server.ctx.codes as DevOutbox;
    const me = await freshUser(c);
    const email = `${unique()}@example.com`;
    expect((await c.post(sendContactCode.path, { type: 'email', account: email }, me.headers)).ret).toBe(RET.OK);
    const code = outbox.latest(email)!.code;
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await c.post(changeContact.path, { type: 'email', account: email, code: wrong }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '验证码错误' });
    await c.server.db.query('UPDATE contact_codes SET expires_at = 0 WHERE uid = $1', [me.uid]);
    expect(await c.post(changeContact.path, { type: 'email', account: email, code }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '验证码已失效，请重新获取' });
    expect((await c.post<{ email: string }>(getUserInfo.path, {}, me.headers)).data.email).toBe('');
  });

  it('limits avatar uploads and profile saves per user; a refused one changes nothing', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const paths: string[] = [];
    for (let i = 0; i < FLOOD_LIMITS.avatarUser.points; i++) {
      const r = await upload(c, me.headers, PNG, 'a.png', 'image/png');
      expect(r.ret).toBe(RET.OK);
      paths.push(r.data!.filepath);
    }
    expect((await upload(c, me.headers, PNG, 'a.png', 'image/png')).ret).toBe(RET.RATE_LIMITED);
    // Another user is not held back by this one.
    expect((await upload(c, (await freshUser(c)).headers, PNG, 'a.png', 'image/png')).ret).toBe(RET.OK);

    for (let i = 0; i < FLOOD_LIMITS.profileUser.points; i++) expect((await c.post(updateUserInfo.path, { nickName: `名字${i}` }, me.headers)).ret).toBe(RET.OK);
    expect((await c.post(updateUserInfo.path, { nickName: '不会保存', avatar: paths[0] }, me.headers)).ret).toBe(RET.RATE_LIMITED);
    const u = await c.post<{ nickName: string; avatar: string }>(getUserInfo.path, {}, me.headers);
    expect(u.data.nickName).toBe(`名字${FLOOD_LIMITS.profileUser.points - 1}`);
    expect(u.data.avatar).not.toBe(paths[0]);
  });
});

describe.each(BACKENDS)('what the user owns on %s', (backend) => {
  it('removes favourites, lists, changes and removes ratings', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const keys = (await c.server.db.query<{ media_key: string }>('SELECT media_key FROM videos ORDER BY id LIMIT 3')).rows.map((r) => r.media_key);
    for (const k of keys) expect((await c.get(addToScjs.path, { mediaKey: k }, me.headers)).ret).toBe(RET.OK);
    const removed = await c.post<{ removed: number }>(removeCollect.path, { mediaKeys: [keys[0], keys[1], 'no-such-video'] }, me.headers);
    expect(removed.data.removed).toBe(2);
    const left = await c.get<{ list: { mediaKey: string }[] }>(getCollectList.path, {}, me.headers);
    expect(left.data.list.map((v) => v.mediaKey)).toEqual([keys[2]]);

    await c.get(voteLike.path, { mediaKey: keys[0], score: 6 }, me.headers);
    await c.get(voteLike.path, { mediaKey: keys[1], score: 8 }, me.headers);
    await c.get(voteLike.path, { mediaKey: keys[1], score: 10 }, me.headers);
    const votes = await c.get<{ list: { video: { mediaKey: string }; score: number }[]; total: number }>(getMyVotes.path, {}, me.headers);
    expect(votes.data.total).toBe(2);
    expect(Object.fromEntries(votes.data.list.map((v) => [v.video.mediaKey, v.score]))).toEqual({ [keys[0]]: 6, [keys[1]]: 10 });
    expect((await c.post<{ removed: boolean }>(removeVote.path, { mediaKey: keys[0] }, me.headers)).data.removed).toBe(true);
    expect((await c.post<{ removed: boolean }>(removeVote.path, { mediaKey: keys[0] }, me.headers)).data.removed).toBe(false);
    expect((await c.get<{ total: number }>(getMyVotes.path, {}, me.headers)).data.total).toBe(1);
  });
});

describe.each(BACKENDS)('tasks, sign-in and invitations on %s', (backend) => {
  it('signs in once a server day; a streak grows the reward; the gold record shows it', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const info = await c.get<{ signedToday: boolean; todayReward: number; rewards: number[] }>(getSignInInfo.path, {}, me.headers);
    expect(info.data).toMatchObject({ signedToday: false, todayReward: SIGN_IN_REWARDS[0], rewards: [...SIGN_IN_REWARDS] });
    const first = await c.post<{ gold: number; reward: number; streak: number }>(signIn.path, {}, me.headers);
    expect(first.data).toEqual({ gold: SIGN_IN_REWARDS[0], reward: SIGN_IN_REWARDS[0], streak: 1 });
    const second = await c.post(signIn.path, {}, me.headers);
    expect(second).toMatchObject({ ret: RET.CONFLICT, msg: '今天已经签到过了，明天再来吧' });
    expect(await goldOf(c, me.uid)).toBe(SIGN_IN_REWARDS[0]);
    expect(await recordsOf(c, me.uid)).toBe(1);
    const gold = await c.get<{ gold: number; records: { list: { amount: number; title: string }[] } }>(getMyGold.path, {}, me.headers);
    expect(gold.data.records.list).toEqual([expect.objectContaining({ amount: SIGN_IN_REWARDS[0], title: '签到第1天' })]);

    // Yesterday's sign-in (moved back by the test) makes today day 2 of the streak.
    const today = unixDay();
    await c.server.db.query('UPDATE sign_ins SET day = $2 WHERE uid = $1', [me.uid, today - 1]);
    const next = await c.post<{ reward: number; streak: number }>(signIn.path, {}, me.headers);
    expect(next.data).toMatchObject({ reward: SIGN_IN_REWARDS[1], streak: 2 });
    const level = await c.get<{ exp: number; level: number; icon: number }>(getMyLevel.path, {}, me.headers);
    expect(level.data).toMatchObject({ exp: 20, level: 1, icon: 1 });
  });

  it('raises the level from recorded experience; the icon stops at 8', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const today = unixDay();
    // Five earlier (not consecutive) sign-ins: 50 exp; today's makes 60 -> level 2.
    await c.server.db.query('INSERT INTO sign_ins (uid, day, streak, gold, created_at) SELECT $1, $2 - 2 * g, 1, 0, 0 FROM generate_series(1, 5) g', [me.uid, today]);
    expect((await c.post(signIn.path, {}, me.headers)).ret).toBe(RET.OK);
    expect((await c.post<{ level: number }>(getUserInfo.path, {}, me.headers)).data.level).toBe(2);
    const lv = await c.get<{ level: number; icon: number; exp: number; levelExp: number; nextExp: number | null }>(getMyLevel.path, {}, me.headers);
    expect(lv.data).toMatchObject({ level: 2, icon: 2, exp: 60, levelExp: 50, nextExp: 150 });
    await c.server.db.query('INSERT INTO sign_ins (uid, day, streak, gold, created_at) SELECT $1, $2 - 20 - g, 1, 0, 0 FROM generate_series(1, 600) g', [me.uid, today]);
    const top = await c.get<{ level: number; icon: number; nextExp: number | null }>(getMyLevel.path, {}, me.headers);
    expect(top.data).toMatchObject({ level: 10, icon: 8, nextExp: null });
  });

  it('pays a new-hand task only when the record exists, and only once', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    expect(await c.post(claimNewHandTask.path, { type: 1 }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '任务尚未完成，完成后再来领取' });
    expect(await goldOf(c, me.uid)).toBe(0);
    const avatar = (await upload(c, me.headers, PNG, 'me.png', 'image/png')).data!.filepath;
    expect((await c.post(updateUserInfo.path, { avatar, introduce: '喜欢看电影' }, me.headers)).ret).toBe(RET.OK);
    const centre = await c.get<{ newHand: { type: number; done: boolean; claimed: boolean }[] }>(getTaskCenter.path, {}, me.headers);
    expect(centre.data.newHand.find((t) => t.type === 1)).toMatchObject({ done: true, claimed: false });
    expect(centre.data.newHand.find((t) => t.type === 5)).toMatchObject({ done: false, claimed: false });
    const ok = await c.post<{ gold: number; reward: number }>(claimNewHandTask.path, { type: 1 }, me.headers);
    expect(ok.data).toEqual({ gold: 20, reward: 20 });
    expect(await c.post(claimNewHandTask.path, { type: 1 }, me.headers)).toMatchObject({ ret: RET.CONFLICT, msg: '该任务奖励已领取' });
    expect(await goldOf(c, me.uid)).toBe(20);
    expect(await recordsOf(c, me.uid)).toBe(1);
    // Twins at once still pay once.
    await c.post(updateUserInfo.path, {}, me.headers);
    await c.server.db.query("UPDATE users SET email = $2, contact_verified_at = 1 WHERE id = $1", [me.uid, `${unique()}@example.com`]);
    const twins = await Promise.all([1, 2, 3].map(() => c.post(claimNewHandTask.path, { type: 2 }, me.headers)));
    expect(twins.filter((r) => r.ret === RET.OK)).toHaveLength(1);
    expect(await goldOf(c, me.uid)).toBe(40);
  });

  it('rewards both sides of an invitation once; one\'s own code and a second code are refused', async () => {
    const c = await clientFor(backend);
    const inviter = await freshUser(c);
    const invitee = await freshUser(c);
    const other = await freshUser(c);
    // Invitation gold needs the invitee's contact proved by a code (issue 27).
    await c.server.db.query('UPDATE users SET email = $2, contact_verified_at = 1 WHERE id = $1', [invitee.uid, `${unique()}@example.com`]);
    const info = await c.get<{ code: string; link: string; rewardGold: number }>(getInvitationInfo.path, {}, inviter.headers);
    expect(info.data.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(info.data.link).toContain(`invitationCode=${info.data.code}`);
    expect((await c.get<{ code: string }>(getInvitationInfo.path, {}, inviter.headers)).data.code).toBe(info.data.code);

    expect(await c.post(inputInvitationCode.path, { code: info.data.code }, inviter.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '不能填写自己的邀请码' });
    expect((await c.post(inputInvitationCode.path, { code: 'ZZZZZZZZ' }, invitee.headers)).ret).toBe(RET.NOT_FOUND);
    const ok = await c.post<{ gold: number }>(inputInvitationCode.path, { code: info.data.code.toLowerCase() }, invitee.headers);
    expect(ok.data.gold).toBe(INVITATION_GOLD);
    const otherCode = (await c.get<{ code: string }>(getInvitationInfo.path, {}, other.headers)).data.code;
    expect(await c.post(inputInvitationCode.path, { code: otherCode }, invitee.headers)).toMatchObject({ ret: RET.CONFLICT });
    // The inviter cannot enter the invitee's code back.
    const inviteeCode = (await c.get<{ code: string }>(getInvitationInfo.path, {}, invitee.headers)).data.code;
    expect((await c.post(inputInvitationCode.path, { code: inviteeCode }, inviter.headers)).ret).toBe(RET.BAD_REQUEST);
    expect([await goldOf(c, inviter.uid), await goldOf(c, invitee.uid), await goldOf(c, other.uid)]).toEqual([INVITATION_GOLD, INVITATION_GOLD, 0]);
    const mine = await c.get<{ invitedCount: number; invited: { userId: number }[] }>(getInvitationInfo.path, {}, inviter.headers);
    expect(mine.data.invitedCount).toBe(1);
    expect(mine.data.invited[0].userId).toBe(invitee.uid);
  });

  it('limits invitation code guesses per user', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const rets: number[] = [];
    for (let i = 0; i < FLOOD_LIMITS.invitationUser.points + 1; i++) rets.push((await c.post(inputInvitationCode.path, { code: `ZZZZZZ${String(i).padStart(2, '0')}` }, me.headers)).ret);
    expect(rets.slice(0, -1).every((r) => r === RET.NOT_FOUND)).toBe(true);
    expect(rets.at(-1)).toBe(RET.RATE_LIMITED);
  });
});
