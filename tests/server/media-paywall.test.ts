// Issue 8, point 3: the paywall holds on the media files too. Every episode has its own stream
// key; VIP and gold streams play only under a signed, expiring prefix that covers the master
// playlist, its variants and segments; unsigned, tampered or expired requests get 403; free
// streams stay public and cacheable; the shared folders behind the keys are not reachable.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { getPlayAddress, getPlayData } from '../../src/api/contract/video';
import { VIDEOS } from '../../server/db/seed-data';
import { mediaUrlKey, signedHlsUrl } from '../../server/media/signed-url';
import { BACKENDS, clientFor, testMediaDir, type Client } from './harness';

let seq = 0;
const unique = (p: string) => `${p}${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A tiny HLS tree (master -> variant -> segment) in a folder shared by a free and a paid video. */
function writeStream(dir: string): void {
  const root = path.join(testMediaDir(), 'hls', dir);
  mkdirSync(path.join(root, '360p'), { recursive: true });
  writeFileSync(path.join(root, 'master.m3u8'), '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000\n360p/index.m3u8\n');
  writeFileSync(path.join(root, '360p', 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nseg-000.ts\n#EXT-X-ENDLIST\n');
  writeFileSync(path.join(root, '360p', 'seg-000.ts'), Buffer.alloc(188, 0x47));
}

async function video(c: Client, dir: string, kind: { vip?: boolean; gold?: number }): Promise<{ key: string; id: number; streamKey: string }> {
  const key = unique('pw');
  const v = await c.server.db.query<{ id: number }>(
    `INSERT INTO videos (media_key, title, poster, category_id, year, region, created_at, vip, gold) VALUES ($1, '付费测试', '', 1, 2024, '大陆', 0, $2, $3) RETURNING id`,
    [key, kind.vip ?? false, kind.gold ?? 0],
  );
  const streamKey = `${key}-1`;
  await c.server.db.query(`INSERT INTO episodes (video_id, idx, title, stream_key, media_dir, duration_sec) VALUES ($1, 1, '正片', $2, $3, 60)`, [
    v.rows[0].id, streamKey, dir,
  ]);
  return { key, id: v.rows[0].id, streamKey };
}

/** Loads master, variant and segment as hls.js would: each URL relative to the one before. */
async function walk(c: Client, masterUrl: string): Promise<Response[]> {
  const master = new URL(masterUrl, c.url);
  const m = await fetch(master);
  const variant = new URL('360p/index.m3u8', master);
  const vr = await fetch(variant);
  const seg = await fetch(new URL('seg-000.ts', variant));
  return [m, vr, seg];
}

describe.each(BACKENDS)('media paywall on %s', (backend) => {
  it('gives every seeded episode its own stream key', async () => {
    const c = await clientFor(backend);
    const { rows } = await c.server.db.query<{ stream_key: string; n: number }>(
      `SELECT e.stream_key, count(*)::int AS n FROM episodes e JOIN videos v ON v.id = e.video_id
       WHERE v.media_key = ANY($1::text[]) GROUP BY e.stream_key`,
      [`{${VIDEOS.map((v) => v.key).join(',')}}`],
    );
    expect(rows.length).toBeGreaterThan(VIDEOS.length - 1);
    expect(rows.filter((r) => r.n > 1)).toEqual([]);
  });

  it('plays a VIP stream for a VIP under a signed prefix, and refuses it unsigned, tampered or expired', async () => {
    const c = await clientFor(backend);
    const dir = unique('shared');
    writeStream(dir);
    const free = await video(c, dir, {});
    const paid = await video(c, dir, { vip: true });
    const vip = await c.login('vip_demo');

    const pd = await c.post<{ url: string; streamKey: string }>(getPlayData.path, { mediaKey: paid.key }, vip.headers);
    expect(pd.ret).toBe(RET.OK);
    expect(pd.data.streamKey).toBe(paid.streamKey);
    expect(pd.data.url).toMatch(new RegExp(`^/media/s/\\d+/[A-Za-z0-9_-]{43}/hls/${paid.streamKey}/master\\.m3u8$`));
    const signed = await walk(c, pd.data.url);
    expect(signed.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(signed[2].headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await signed[0].text()).startsWith('#EXTM3U')).toBe(true);

    // Unsigned: the paid key is refused on every file; the free key of the same folder is public.
    const unsigned = await walk(c, `/media/hls/${paid.streamKey}/master.m3u8`);
    expect(unsigned.map((r) => r.status)).toEqual([403, 403, 403]);
    const pub = await walk(c, `/media/hls/${free.streamKey}/master.m3u8`);
    expect(pub.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(pub[2].headers.get('cache-control')).toMatch(/^public/);
    // The shared folder itself is reachable only through its stream keys.
    expect((await c.raw(`/media/hls/${dir}/master.m3u8`)).status).toBe(404);
    // Spellings the file lookup folds onto the same files (case, backslashes, empty segments)
    // are judged as the stream they reach: never a paid or hidden file without a signature.
    const own = await video(c, '', { gold: 2 }); // a paid stream whose folder is named like its key
    writeStream(own.streamKey);
    expect((await c.raw(`/media/hls/${own.streamKey}/master.m3u8`)).status).toBe(403);
    const served: string[] = [];
    for (const spelling of [
      `hls/${own.streamKey.toUpperCase()}/master.m3u8`, `hls/${dir.toUpperCase()}/master.m3u8`,
      `hls%5C${own.streamKey}%5Cmaster.m3u8`, `hls%5C${dir}%5Cmaster.m3u8`, `hls//${own.streamKey}/master.m3u8`,
      `HLS/${own.streamKey}/360p/seg-000.ts`, `hls/${own.streamKey}//360p/seg-000.ts`,
    ]) {
      const r = await c.raw(`/media/${spelling}`);
      if (r.status !== 403 && r.status !== 404) served.push(`${spelling} ${r.status}`);
    }
    expect(served).toEqual([]);

    // A signature is for one stream key and one expiry.
    const other = await video(c, dir, { gold: 5 });
    const [, exp, sig] = /^\/media\/s\/(\d+)\/([^/]+)\//.exec(pd.data.url)!;
    expect((await c.raw(`/media/s/${exp}/${sig}/hls/${other.streamKey}/master.m3u8`)).status).toBe(403);
    expect((await c.raw(`/media/s/${Number(exp) + 600}/${sig}/hls/${paid.streamKey}/master.m3u8`)).status).toBe(403);
    expect((await c.raw(`/media/s/${exp}/${'A'.repeat(43)}/hls/${paid.streamKey}/master.m3u8`)).status).toBe(403);
    const expired = signedHlsUrl(mediaUrlKey(c.server.ctx.tokenSecret), paid.streamKey, Math.floor(Date.now() / 1000) - 24 * 3600);
    expect((await walk(c, expired)).map((r) => r.status)).toEqual([403, 403, 403]);
    // A member (no VIP) gets no address at all.
    const member = await c.login('member_demo');
    expect((await c.post(getPlayData.path, { mediaKey: paid.key }, member.headers)).ret).toBe(RET.FORBIDDEN);
  });

  it('signs a gold stream for a buyer, and keeps a free stream public', async () => {
    const c = await clientFor(backend);
    const dir = unique('gold');
    writeStream(dir);
    const gold = await video(c, dir, { gold: 3 });
    const free = await video(c, dir, {});
    const member = await c.login('member_demo');
    await c.server.db.query('INSERT INTO video_purchases (uid, video_id, gold, created_at) VALUES ($1, $2, 3, 0)', [member.token.uid, gold.id]);
    const addr = await c.get<{ url: string }>(getPlayAddress.path, { mediaKey: gold.key }, member.headers);
    expect(addr.data.url).toMatch(/^\/media\/s\//);
    expect((await walk(c, addr.data.url)).map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await walk(c, `/media/hls/${gold.streamKey}/master.m3u8`)).map((r) => r.status)).toEqual([403, 403, 403]);
    const f = await c.get<{ url: string }>(getPlayAddress.path, { mediaKey: free.key });
    expect(f.data.url).toBe(`/media/hls/${free.streamKey}/master.m3u8`);
  });
});
