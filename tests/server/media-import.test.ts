// `npm run media:import` end to end against the shared test server's database: a real clip
// is transcoded, gets a poster, lands in the catalogue and is returned by the video API.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { resolveFfmpeg } from '../../server/media';
import { importVideo } from '../../server/media/import-pipeline';
import { parseArgs } from '../../server/media/cli-args';
import { clientFor, serverFor } from './harness';

let mediaDir: string;
let clip: string;

beforeAll(() => {
  mediaDir = mkdtempSync(join(tmpdir(), 'media-import-'));
  clip = join(mediaDir, 'clip.mp4');
  execFileSync(resolveFfmpeg(), [
    '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=854x480:r=25',
    '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=48000', '-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', clip,
  ]);
});

afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

describe('importVideo', () => {
  it('transcodes, makes a poster and adds a playable video to the catalogue', async () => {
    const { db } = await serverFor('pglite');
    const lines: string[] = [];
    const r = await importVideo(db, mediaDir, { file: clip, title: '导入测试视频', category: 'movie', tags: ['导入'] }, (l) => lines.push(l));
    expect(r.playlistUrl).toBe(`/media/hls/${r.streamKey}/master.m3u8`);
    expect(r.durationSec).toBeCloseTo(4, 0);
    expect(readFileSync(join(mediaDir, 'hls', r.streamKey, 'master.m3u8'), 'utf8').match(/#EXT-X-STREAM-INF/g)?.length).toBeGreaterThanOrEqual(2);
    expect(existsSync(join(mediaDir, 'posters', `${r.streamKey}.jpg`))).toBe(true);
    expect(lines).toContain(`[media] ${r.streamKey} 720p 100%`);

    const c = await clientFor('pglite');
    const details = await c.get<{ video: { title: string; poster: string; categoryName: string; tags: string[]; episodes: number; durationSec: number }; episodeList: { durationSec: number }[] }>(
      '/api/Video/VideoDetails', { mediaKey: r.mediaKey },
    );
    expect(details.ret).toBe(RET.OK);
    expect(details.data.video).toMatchObject({ title: '导入测试视频', poster: r.posterUrl, categoryName: '电影', tags: ['导入'] });
    expect(details.data.episodeList).toHaveLength(1);
    expect(details.data.episodeList[0].durationSec).toBeCloseTo(4, 0);
    // The list summary columns are filled too, so catalog rows show 1 episode and the length.
    expect(details.data.video.episodes).toBe(1);
    expect(details.data.video.durationSec).toBeCloseTo(4, 0);
  });

  it('refuses an unknown category before any transcoding, naming the known ones', async () => {
    const { db } = await serverFor('pglite');
    await expect(importVideo(db, mediaDir, { file: clip, title: 'x', category: 'no-such' })).rejects.toThrow(/unknown category "no-such".*movie/);
    await expect(importVideo(db, mediaDir, { file: join(mediaDir, 'missing.mp4'), title: 'x', category: '1' })).rejects.toThrow(/video file not found/);
    await expect(importVideo(db, mediaDir, { file: clip, title: '  ', category: '1' })).rejects.toThrow(/title/);
    const made = readdirSync(join(mediaDir, 'hls')).length;
    expect(made).toBe(1);
  });
});

describe('media CLI arguments', () => {
  it('reads FILE, --name value, --name=value and boolean flags', () => {
    const a = parseArgs(['a.mp4', '--title', '片名', '--category=2', '--vip'], ['vip']);
    expect(a.positional).toEqual(['a.mp4']);
    expect(a.options.get('title')).toBe('片名');
    expect(a.options.get('category')).toBe('2');
    expect(a.options.get('vip')).toBe(true);
  });
  it('names an option that lacks its value', () => {
    expect(() => parseArgs(['a.mp4', '--title'])).toThrow('--title needs a value');
  });
});
