import { describe, expect, it } from 'vitest';
import { addBarrages, getBarrageList, type Barrage } from '../../src/api/contract/barrage';
import { RET } from '../../src/api/contract/envelope';
import {
  getShieldKeyWordList, getShieldUserList, removeShieldKeyWord, removeShieldUser, shieldKeyWord, shieldUser,
} from '../../src/api/contract/shield';
import type { Token } from '../../src/api/contract/common';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';

let seq = 0;
const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

async function freshUser(c: Client, nickName = '屏蔽测试'): Promise<{ uid: number; headers: Headers }> {
  const r = await c.post<{ id: number; token: Token }>('/api/Login/Register', { account: unique('s'), password: 'secret12', nickName });
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

type Users = { list: { uid: number; nickName: string; avatar: string }[] };
type Words = { list: string[] };

describe.each(BACKENDS)('shield lists on %s', (backend) => {
  it('keeps a user shield list per user: add, duplicates ignored, remove, self refused', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const you = await freshUser(c);
    const noisy = await freshUser(c, '刷屏用户');
    expect((await c.get(shieldUser.path, { uid: noisy.uid }, me.headers)).ret).toBe(RET.OK);
    expect((await c.get(shieldUser.path, { uid: noisy.uid }, me.headers)).ret).toBe(RET.OK);
    const list = await c.get<Users>(getShieldUserList.path, {}, me.headers);
    expect(getShieldUserList.reply.check(list.data)).toBeNull();
    expect(list.data.list).toEqual([{ uid: noisy.uid, nickName: '刷屏用户', avatar: '' }]);
    expect((await c.get<Users>(getShieldUserList.path, {}, you.headers)).data.list).toEqual([]);
    expect((await c.get(shieldUser.path, { uid: me.uid }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(shieldUser.path, { uid: 99999999 }, me.headers)).ret).toBe(RET.NOT_FOUND);
    expect((await c.get(removeShieldUser.path, { uid: noisy.uid }, me.headers)).ret).toBe(RET.OK);
    expect((await c.get<Users>(getShieldUserList.path, {}, me.headers)).data.list).toEqual([]);
  });

  it('keeps a keyword list per user: trimmed, case-insensitive duplicates ignored, bounded at 100, remove works', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const you = await freshUser(c);
    for (const k of ['剧透', ' 剧透 ', 'Spoiler', 'SPOILER']) expect((await c.get(shieldKeyWord.path, { keyword: k }, me.headers)).ret).toBe(RET.OK);
    expect((await c.get<Words>(getShieldKeyWordList.path, {}, me.headers)).data.list.sort()).toEqual(['Spoiler', '剧透'].sort());
    expect((await c.get<Words>(getShieldKeyWordList.path, {}, you.headers)).data.list).toEqual([]);
    expect((await c.get(shieldKeyWord.path, { keyword: '   ' }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(shieldKeyWord.path, { keyword: '长'.repeat(21) }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.get(removeShieldKeyWord.path, { keyword: 'spoiler' }, me.headers)).ret).toBe(RET.OK);
    expect((await c.get<Words>(getShieldKeyWordList.path, {}, me.headers)).data.list).toEqual(['剧透']);

    for (let i = 0; i < 99; i++) await c.server.db.query('INSERT INTO shield_keywords (uid, keyword, created_at) VALUES ($1, $2, 0)', [me.uid, `词${i}`]);
    const full = await c.get(shieldKeyWord.path, { keyword: '第一百零一' }, me.headers);
    expect(full.ret).toBe(RET.CONFLICT);
    expect(full.msg).toContain('100');
    expect((await c.get<Words>(getShieldKeyWordList.path, {}, me.headers)).data.list).toHaveLength(100);
  });

  it('answers every shield call of a visitor with 201', async () => {
    const c = await clientFor(backend);
    for (const [path, params] of [
      [shieldUser.path, { uid: 1 }], [getShieldUserList.path, {}], [removeShieldUser.path, { uid: 1 }],
      [getShieldKeyWordList.path, {}], [shieldKeyWord.path, { keyword: 'x' }], [removeShieldKeyWord.path, { keyword: 'x' }],
    ] as const) {
      expect((await c.get(path, params)).ret, path).toBe(RET.SESSION_INVALID);
    }
  });

  it('hides barrages of shielded users and with shielded keywords from the shielding user only', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const friend = await freshUser(c);
    const noisy = await freshUser(c);
    const key = unique('sv');
    await c.server.db.query(`INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at) VALUES ($1, '屏蔽测试', '', 1, 2024, '大陆', 0)`, [key]);
    await c.server.db.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec) SELECT id, 1, '正片', 'demo-1', 60 FROM videos WHERE media_key = $1`, [key]);
    await c.get(addBarrages.path, { mediaKey: key, content: '刷屏刷屏', time: 1 }, noisy.headers);
    await c.get(addBarrages.path, { mediaKey: key, content: '凶手是管家（剧透）', time: 2 }, friend.headers);
    await c.get(addBarrages.path, { mediaKey: key, content: '好看', time: 3 }, friend.headers);
    await c.get(shieldUser.path, { uid: noisy.uid }, me.headers);
    await c.get(shieldKeyWord.path, { keyword: '剧透' }, me.headers);
    const seen = async (h?: Headers) => (await c.get<{ list: Barrage[] }>(getBarrageList.path, { mediaKey: key, start: 0, end: 10 }, h)).data.list.map((b) => b.content);
    expect(await seen(me.headers)).toEqual(['好看']);
    expect(await seen(friend.headers)).toEqual(['刷屏刷屏', '凶手是管家（剧透）', '好看']);
    expect(await seen()).toHaveLength(3);
  });
});
