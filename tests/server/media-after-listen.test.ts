// The first `npm start` (issue 41 point 5): with prepareMedia 'background' the server listens
// before ffmpeg has made a demo stream; a title whose stream is not made yet is refused with
// MEDIA_PREPARING and a Chinese message, and plays (play data, master playlist) once made.
// Real ffmpeg into an empty media folder; the server's close() stops what is still encoding.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { RET, type Envelope } from '../../src/api/contract/envelope';
import { getPlayData, type PlayData } from '../../src/api/contract/video';

let server: RunningServer;
let dir: string;

const playData = async (mediaKey: string) => {
  const r = await fetch(`${server.url}${getPlayData.path}?videoType=0`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ mediaKey }) });
  return (await r.json()) as Envelope<PlayData | null>;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'speed-phone-media-after-listen-'));
  server = await startServer({
    port: 0, host: '127.0.0.1', prepareMedia: 'background', clientDir: null, databaseUrl: '',
    dataDir: path.join(dir, 'data'), mediaDir: path.join(dir, 'media'), limitExemptAddresses: ['127.0.0.1'],
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('demo streams made after the server listens', () => {
  it('serves at once, says a title is being prepared, then plays it once its stream is made', async () => {
    // Listening with nothing made: every demo stream is still to come.
    expect([...server.ctx.preparing]).toContain('demo-1');
    const early = await playData('v1001');
    expect(early.ret).toBe(RET.MEDIA_PREPARING);
    expect(early.msg).toBe('视频正在准备中，请稍候');
    // The catalogue answers meanwhile, with the durations the streams are made at.
    const r = await fetch(`${server.url}/`);
    expect(r.status).toBeLessThan(500);

    // demo-1 is made first (after the posters); the others may still be encoding.
    const deadline = Date.now() + 170_000;
    while (server.ctx.preparing.has('demo-1') && Date.now() < deadline) await new Promise((res) => setTimeout(res, 500));
    expect(server.ctx.preparing.has('demo-1')).toBe(false);
    const ready = await playData('v1001');
    expect(ready.ret).toBe(RET.OK);
    expect(ready.data?.durationSec).toBeCloseTo(48, 0);
    const master = await fetch(`${server.url}${ready.data?.url}`);
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('#EXTM3U');
    const poster = await fetch(`${server.url}/media/posters/poster-1.jpg`);
    expect(poster.status).toBe(200);
  }, 200_000);
});
