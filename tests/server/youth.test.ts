// Issue 30, point 1: youth mode is enforced by the server. Every call here goes to the API
// directly, as a script would, with the youth clock on a fake time (ctx.youthClock).
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { YOUTH_DAILY_SECONDS, youthResetPin, youthSendResetCode, youthTurnOff, youthTurnOn, getYouthState, type YouthState } from '../../src/api/contract/youth';
import { getRankList, searchVideos } from '../../src/api/contract/home';
import { addPlayRecord, getPlayData, getVideoDetails } from '../../src/api/contract/video';
import { addBarrages } from '../../src/api/contract/barrage';
import { payVideoByGold } from '../../src/api/contract/gold';
import { createOrder } from '../../src/api/contract/vip';
import { sendPrivateMessage } from '../../src/api/contract/chat';
import { createTrends } from '../../src/api/contract/trends';
import type { DevOutbox } from '../../server/account/code-delivery';
import { DEMO_MINOR_TITLES } from '../../server/youth/seed';
import { YOUTH_MSG } from '../../server/youth/rules';
import { BACKENDS, clientFor, type Client, type Headers } from './harness';
import { freshUser, unique } from './chat-kit';
import { registerWithCode } from './registration';
import { io as connect } from 'socket.io-client';

// 2026-03-02 10:00 in China (UTC+8): a weekday morning, far from the night hours.
const MORNING_MS = Date.UTC(2026, 2, 2, 2, 0, 0);
let fakeMs = MORNING_MS;
const setClock = (ms: number) => { fakeMs = ms; };

const device = () => ({ DeviceId: unique('dev').padEnd(12, 'x') });

interface Item { mediaKey: string; categoryName: string }

describe.each(BACKENDS)('youth mode on %s', (backend) => {
  let c: Client;
  let realClock: () => number;

  beforeEach(async () => {
    c = await clientFor(backend);
    realClock ??= c.server.ctx.youthClock;
    setClock(MORNING_MS);
    c.server.ctx.youthClock = () => fakeMs;
  });
  afterAll(() => {
    if (c && realClock) c.server.ctx.youthClock = realClock;
  });

  const state = async (h: Headers) => (await c.get<YouthState>(getYouthState.path, {}, h)).data;
  const turnOn = (h: Headers, pin = '1234') => c.post<YouthState>(youthTurnOn.path, { pin }, h);

  it('stores the PIN hashed, lists and searches only titles for minors, and plays only those', async () => {
    const u = await freshUser(c, '青少年');
    const on = await turnOn(u.headers, '2468');
    expect(on.ret).toBe(RET.OK);
    expect(on.data.on).toBe(true);
    expect(on.data.remainingSeconds).toBe(YOUTH_DAILY_SECONDS);
    const row = await c.server.db.query<{ pin_hash: string }>('SELECT pin_hash FROM youth_modes WHERE subject = $1', [`u:${u.uid}`]);
    expect(row.rows[0]?.pin_hash).toMatch(/^scrypt\$/);
    expect(row.rows[0]?.pin_hash).not.toContain('2468');

    const rank = await c.get<{ list: Item[] }>(getRankList.path, { page: 1, pageSize: 50 }, u.headers);
    expect(rank.ret).toBe(RET.OK);
    expect(rank.data.list.length).toBeGreaterThan(0);
    expect(rank.data.list.every((v) => DEMO_MINOR_TITLES.includes(v.mediaKey))).toBe(true);
    // Another account sees the whole catalogue.
    const other = await freshUser(c);
    const full = await c.get<{ list: Item[] }>(getRankList.path, { page: 1, pageSize: 50 }, other.headers);
    expect(full.data.list.some((v) => !DEMO_MINOR_TITLES.includes(v.mediaKey))).toBe(true);

    const found = await c.get<{ list: Item[] }>(searchVideos.path, { keyword: '繁花', page: 1, pageSize: 20 }, u.headers);
    expect(found.data.list).toHaveLength(0);
    const kids = await c.get<{ list: Item[] }>(searchVideos.path, { keyword: '小熊', page: 1, pageSize: 20 }, u.headers);
    expect(kids.data.list.map((v) => v.mediaKey)).toContain('v6001');

    const adult = await c.post(getPlayData.path, { mediaKey: 'v2001' }, u.headers);
    expect(adult.ret).toBe(RET.YOUTH_MODE);
    expect(adult.msg).toBe(YOUTH_MSG.unsuitable);
    expect((await c.get(getVideoDetails.path, { mediaKey: 'v2001' }, u.headers)).msg).toBe(YOUTH_MSG.unsuitable);
    expect((await c.post(getPlayData.path, { mediaKey: 'v6001' }, u.headers)).ret).toBe(RET.OK);
  });

  it('takes effect at once for a viewer whose lists were read before', async () => {
    const u = await freshUser(c);
    const before = await c.get<{ list: Item[] }>(getRankList.path, { page: 1, pageSize: 50 }, u.headers);
    expect(before.data.list.some((v) => !DEMO_MINOR_TITLES.includes(v.mediaKey))).toBe(true);
    expect((await state(u.headers)).on).toBe(false);
    await turnOn(u.headers);
    const after = await c.get<{ list: Item[] }>(getRankList.path, { page: 1, pageSize: 50 }, u.headers);
    expect(after.data.list.every((v) => DEMO_MINOR_TITLES.includes(v.mediaKey))).toBe(true);
  });

  it('refuses playing between 22:00 and 06:00 by the server clock', async () => {
    const u = await freshUser(c);
    await turnOn(u.headers);
    setClock(MORNING_MS + 13 * 3600_000); // 23:00
    const night = await c.post(getPlayData.path, { mediaKey: 'v6001' }, u.headers);
    expect(night.ret).toBe(RET.YOUTH_MODE);
    expect(night.msg).toBe(YOUTH_MSG.night);
    expect((await state(u.headers)).blockReason).toBe(YOUTH_MSG.night);
    setClock(MORNING_MS - 4.5 * 3600_000); // 05:30
    expect((await c.post(getPlayData.path, { mediaKey: 'v6001' }, u.headers)).msg).toBe(YOUTH_MSG.night);
    setClock(MORNING_MS - 4 * 3600_000); // 06:00
    expect((await c.post(getPlayData.path, { mediaKey: 'v6001' }, u.headers)).ret).toBe(RET.OK);
  });

  it('allows 40 minutes a day, summed over the devices of the account from the progress reports', async () => {
    const u = await freshUser(c);
    await turnOn(u.headers);
    const phone = { ...u.headers, ...device() };
    const tv = { ...u.headers, ...device() };
    // 81 reports 30 s apart, alternating devices: 80 gaps of 30 s are 40 minutes.
    for (let i = 0; i <= 80; i++) {
      setClock(MORNING_MS + i * 30_000);
      const r = await c.get(addPlayRecord.path, { mediaKey: 'v6001', position: i * 30 }, i % 2 ? tv : phone);
      expect(r.ret).toBe(RET.OK);
      if (i === 40) expect((await state(u.headers)).usedSeconds).toBe(1200);
    }
    const s = await state(u.headers);
    expect(s.usedSeconds).toBe(YOUTH_DAILY_SECONDS);
    expect(s.remainingSeconds).toBe(0);
    expect(s.blockReason).toBe(YOUTH_MSG.limit);
    const refused = await c.post(getPlayData.path, { mediaKey: 'v6001' }, tv);
    expect(refused.ret).toBe(RET.YOUTH_MODE);
    expect(refused.msg).toBe(YOUTH_MSG.limit);
    // A pause (a gap over a minute) is not watching; the next local day starts again.
    setClock(MORNING_MS + 24 * 3600_000);
    expect((await state(u.headers)).usedSeconds).toBe(0);
    expect((await c.post(getPlayData.path, { mediaKey: 'v6001' }, phone)).ret).toBe(RET.OK);
  });

  it('refuses payment, gold spending, barrage, publishing and chat with non-friends, each saying why', async () => {
    const u = await freshUser(c);
    await turnOn(u.headers);
    const order = await c.get(createOrder.path, { ProductID: 1, SysName: 'web', requestId: unique('req').padEnd(12, 'x') }, u.headers);
    expect([order.ret, order.msg]).toEqual([RET.YOUTH_MODE, YOUTH_MSG.pay]);
    const gold = await c.get(payVideoByGold.path, { mediaKey: 'v1004' }, u.headers);
    expect([gold.ret, gold.msg]).toEqual([RET.YOUTH_MODE, YOUTH_MSG.gold]);
    const barrage = await c.get(addBarrages.path, { mediaKey: 'v6001', content: '你好', time: 1 }, u.headers);
    expect([barrage.ret, barrage.msg]).toEqual([RET.YOUTH_MODE, YOUTH_MSG.barrage]);
    const trend = await c.post(createTrends.path, { description: '我的动态' }, u.headers);
    expect([trend.ret, trend.msg]).toEqual([RET.YOUTH_MODE, YOUTH_MSG.publish]);

    const stranger = await freshUser(c);
    const chat = await c.post(sendPrivateMessage.path, { toUid: stranger.uid, content: '你好' }, u.headers);
    expect([chat.ret, chat.msg]).toEqual([RET.YOUTH_MODE, YOUTH_MSG.chat]);
    // Friends (both follow each other) may chat.
    await c.server.db.query('INSERT INTO follows (uid, target_uid, created_at) VALUES ($1, $2, 0), ($2, $1, 0)', [u.uid, stranger.uid]);
    expect((await c.post(sendPrivateMessage.path, { toUid: stranger.uid, content: '你好' }, u.headers)).ret).toBe(RET.OK);
    // Nothing is refused once the mode is off.
    expect((await c.post(youthTurnOff.path, { pin: '1234' }, u.headers)).ret).toBe(RET.OK);
    expect((await c.get(addBarrages.path, { mediaKey: 'v6001', content: '你好', time: 1 }, u.headers)).ret).toBe(RET.OK);
  });

  it('refuses a barrage sent on the socket too', async () => {
    const u = await freshUser(c);
    await turnOn(u.headers);
    const s = connect(c.url, { transports: ['websocket'], forceNew: true, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      const emit = (event: string, payload: unknown) => s.timeout(5000).emitWithAck(event, payload) as Promise<{ ret: number; msg: string }>;
      expect((await emit('conn', { token: u.token, version: 1 })).ret).toBe(RET.OK);
      expect((await emit('joinVideoRoom', { mediaKey: 'v6001' })).ret).toBe(RET.OK);
      const sent = await emit('sendBarrage', { content: '你好', time: 1 });
      expect([sent.ret, sent.msg]).toEqual([RET.YOUTH_MODE, YOUTH_MSG.barrage]);
    } finally {
      s.disconnect();
    }
  });

  it('turns off only with the PIN; five wrong PINs lock it for an hour', async () => {
    const u = await freshUser(c);
    await turnOn(u.headers, '1357');
    for (let left = 4; left >= 1; left--) {
      const r = await c.post(youthTurnOff.path, { pin: '0000' }, u.headers);
      expect([r.ret, r.msg]).toEqual([RET.BAD_REQUEST, `密码错误，还可尝试${left}次`]);
    }
    const fifth = await c.post(youthTurnOff.path, { pin: '0000' }, u.headers);
    expect([fifth.ret, fifth.msg]).toEqual([RET.FORBIDDEN, YOUTH_MSG.locked]);
    expect((await c.post(youthTurnOff.path, { pin: '1357' }, u.headers)).ret).toBe(RET.FORBIDDEN);
    expect((await state(u.headers)).lockedUntil).toBe(MORNING_MS / 1000 + 3600);
    setClock(MORNING_MS + 3600_000);
    const off = await c.post<YouthState>(youthTurnOff.path, { pin: '1357' }, u.headers);
    expect(off.ret).toBe(RET.OK);
    expect(off.data.on).toBe(false);
  });

  it('is per device for guests', async () => {
    const kid = device();
    const r = await turnOn(kid);
    expect(r.ret).toBe(RET.OK);
    expect(r.data.scope).toBe('device');
    expect((await state(kid)).on).toBe(true);
    expect((await state(device())).on).toBe(false);
    expect((await c.post(getPlayData.path, { mediaKey: 'v2001' }, kid)).msg).toBe(YOUTH_MSG.unsuitable);
    expect((await c.post(getPlayData.path, { mediaKey: 'v2001' }, device())).ret).toBe(RET.OK);
    const none = await turnOn({});
    expect([none.ret, none.msg]).toEqual([RET.BAD_REQUEST, YOUTH_MSG.noDevice]);
  });

  it('resets a forgotten PIN by a code to the verified e-mail', async () => {
    const email = `${unique('youth')}@example.com`;
    const reg = await registerWithCode<{ token: { uid: number; gid: number; sign: string; expire: number } }>(c, { account: email, password: 'secret12' });
    expect(reg.ret).toBe(RET.OK);
    const t = reg.data.token;
    const h = { uid: String(t.uid), gid: String(t.gid), sign: t.sign, expire: String(t.expire), login_uid: String(t.uid) };
    await turnOn(h, '1111');
    expect((await state(h)).canReset).toBe(true);
    const sent = await c.post<{ to: string }>(youthSendResetCode.path, {}, h);
    expect(sent.ret).toBe(RET.OK);
    const code = (c.server.ctx.codes as DevOutbox).latest(email.toLowerCase())?.code ?? '';
    expect((await c.post(youthResetPin.path, { code: code === '000000' ? '111111' : '000000', pin: '2222' }, h)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(youthResetPin.path, { code, pin: '2222' }, h)).ret).toBe(RET.OK);
    expect((await c.post(youthTurnOff.path, { pin: '1111' }, h)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(youthTurnOff.path, { pin: '2222' }, h)).ret).toBe(RET.OK);
    // An account without a verified contact cannot.
    const plain = await freshUser(c);
    await turnOn(plain.headers);
    expect((await c.post(youthSendResetCode.path, {}, plain.headers)).msg).toBe(YOUTH_MSG.noContact);
  });
});
