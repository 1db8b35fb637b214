// Anonymous counters cannot be inflated: a play (AddPlayRecord) and an ad view count once per
// viewer — the user, else the client address, whatever DeviceId says (issue 27, point 7b) — per
// target and day, and a repeated report writes nothing to videos (so the cached catalog stays
// warm).
import { describe, expect, it } from 'vitest';
import { adView, getAdsDataList, type Ads } from '../../src/api/contract/ads';
import { RET } from '../../src/api/contract/envelope';
import { addPlayRecord, getVideoDetails } from '../../src/api/contract/video';
import { addressKey, countView } from '../../server/routes/view-count';
import { freshAddress, getFrom, postFrom } from './from-address';
import { BACKENDS, clientFor, type Client } from './harness';


const unique = (p: string) => `${p}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

async function makeVideo(c: Client): Promise<{ key: string; id: number }> {
  const key = unique('vc');
  const { rows } = await c.server.db.query<{ id: number }>(
    `INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at, episode_count) VALUES ($1, '计次测试', '', 6, 2024, '大陆', 0, 1) RETURNING id`,
    [key],
  );
  await c.server.db.query(`INSERT INTO episodes (video_id, idx, title, stream_key, duration_sec) VALUES ($1, 1, '第1集', 'demo-1', 60)`, [rows[0].id]);
  return { key, id: rows[0].id };
}

const plays = async (c: Client, id: number) => (await c.server.db.query<{ n: number }>('SELECT play_count AS n FROM videos WHERE id = $1', [id])).rows[0].n;

describe.each(BACKENDS)('view counters on %s', (backend) => {
  it('counts a visitor play once per address and day, and a repeated report leaves the cached details warm', async () => {
    const c = await clientFor(backend);
    const v = await makeVideo(c);
    const report = (headers: Record<string, string> = {}, position = 30) => c.get(addPlayRecord.path, { mediaKey: v.key, position }, headers);
    expect((await report()).ret).toBe(RET.OK);
    expect(await plays(c, v.id)).toBe(1);
    expect((await c.get(getVideoDetails.path, { mediaKey: v.key })).ret).toBe(RET.OK);
    const loads = c.server.cache.stats.loads;
    for (const position of [60, 90, 120]) expect((await report({}, position)).ret).toBe(RET.OK);
    expect(await plays(c, v.id)).toBe(1);
    const details = await c.get<{ video: { playCount: number } }>(getVideoDetails.path, { mediaKey: v.key });
    expect(details.data.video.playCount).toBe(1);
    // The repeats wrote nothing the details read: served without a single load.
    expect(c.server.cache.stats.loads).toBe(loads);
  });

  it('30 made-up device ids from one address count one play; another address counts one more', async () => {
    const c = await clientFor(backend);
    const v = await makeVideo(c);
    const address = freshAddress();
    for (let i = 0; i < 30; i++) {
      const r = await getFrom(c.url, address, addPlayRecord.path, { mediaKey: v.key, position: 30 }, { deviceid: unique(`made-up-${i}-`) });
      expect(r.ret).toBe(RET.OK);
    }
    expect(await plays(c, v.id)).toBe(1);
    // Without a device id the same address is the same visitor.
    expect((await getFrom(c.url, address, addPlayRecord.path, { mediaKey: v.key, position: 30 })).ret).toBe(RET.OK);
    expect(await plays(c, v.id)).toBe(1);
    // An honest second visitor elsewhere counts.
    expect((await getFrom(c.url, freshAddress(), addPlayRecord.path, { mediaKey: v.key, position: 30 }, { deviceid: unique('other-') })).ret).toBe(RET.OK);
    expect(await plays(c, v.id)).toBe(2);
  });

  it('keys an address by its IPv4 form or its IPv6 /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    // Addresses a subscriber picks inside its /64 are one visitor.
    expect(addressKey('2001:db8:0:5::1')).toBe('2001:db8:0:5::/64');
    expect(addressKey('2001:0db8:0000:0005:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:5::/64');
    expect(addressKey('2001:db8::1:2:3:4:5')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::6')).not.toBe(addressKey('2001:db8:0:1::6'));
  });

  it('counts a user play once per day whatever the device, and still saves every position', async () => {
    const c = await clientFor(backend);
    const v = await makeVideo(c);
    const me = await c.login('member_demo');
    for (const [i, position] of [12, 42, 72].entries()) {
      const r = await c.get(addPlayRecord.path, { mediaKey: v.key, position }, { ...me.headers, deviceid: unique(`user-dev-${i}-`) });
      expect(r.ret).toBe(RET.OK);
    }
    expect(await plays(c, v.id)).toBe(1);
    const rec = await c.server.db.query<{ position: number }>('SELECT position FROM play_records WHERE uid = $1 AND video_id = $2', [me.token.uid, v.id]);
    expect(Number(rec.rows[0].position)).toBe(72);
  });

  it('counts again on the next day and prunes marks older than yesterday', async () => {
    const c = await clientFor(backend);
    const v = await makeVideo(c);
    const day = 86400;
    const now = Math.floor(Date.now() / 1000);
    expect(await countView(c.server.db, 'play', v.id, 'd:window-test', undefined, now)).toBe(true);
    expect(await countView(c.server.db, 'play', v.id, 'd:window-test', undefined, now)).toBe(false);
    expect(await countView(c.server.db, 'play', v.id, 'd:window-test', undefined, now + day)).toBe(true);
    expect(await plays(c, v.id)).toBe(2);
    // Two days on, today's marks are pruned before counting.
    await countView(c.server.db, 'play', v.id, 'd:window-test', undefined, now + 3 * day);
    const left = await c.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM counted_views WHERE target = $1 AND day < $2', [v.id, Math.floor(now / day) + 2]);
    expect(left.rows[0].n).toBe(0);
    // Put the clock back for the other tests' marks: prune again on the real day.
    await countView(c.server.db, 'play', v.id, 'd:window-test-reset', undefined, now);
  });

  it('counts an ad view once per address and day, whatever the device id', async () => {
    const c = await clientFor(backend);
    const ad = (await c.get<Ads>(getAdsDataList.path, { typeList: '1' })).data.kaiping[0];
    const views = async () => (await c.server.db.query<{ views: number }>('SELECT views FROM ads WHERE id = $1', [ad.id])).rows[0].views;
    const before = await views();
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await postFrom(c.url, address, `${adView.path}?id=${ad.id}`, {}, { deviceid: unique(`ad-dev-${i}-`) })).ret).toBe(RET.OK);
    expect(await views()).toBe(before + 1);
    expect((await postFrom(c.url, freshAddress(), `${adView.path}?id=${ad.id}`, {})).ret).toBe(RET.OK);
    expect(await views()).toBe(before + 2);
  });
});
