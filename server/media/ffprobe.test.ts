// The upload check's probe with ffprobe and without it (the npm ffmpeg build has none): both
// name the container, so an SVG or HTML file named .mp4 is told apart from a video.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from './ffmpeg-binary';
import { probeContainer, resolveFfprobe } from './ffprobe';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'ffprobe-test-'));
  execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=s=160x120:r=10', '-t', '1',
    '-c:v', 'libx264', '-preset', 'ultrafast', join(dir, 'v.mp4')]);
  writeFileSync(join(dir, 'page.mp4'), '<!doctype html><html><body>hi</body></html>\n');
  writeFileSync(join(dir, 'pic.mp4'), '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([['ffprobe', () => resolveFfprobe()], ['ffmpeg -i', () => null]])('probeContainer with %s', (_name, bin) => {
  it('names an mp4 with its video stream', async () => {
    const p = await probeContainer(join(dir, 'v.mp4'), bin());
    expect(p.formatName).toContain('mp4');
    expect(p).toMatchObject({ hasVideo: true, width: 160, height: 120 });
    expect(p.durationSec).toBeGreaterThan(0.5);
  });
  it('does not take HTML or SVG for a video container', async () => {
    for (const f of ['page.mp4', 'pic.mp4']) {
      const p = await probeContainer(join(dir, f), bin());
      expect(p.formatName.split(',')).not.toContain('mp4');
      expect(p.formatName.split(',')).not.toContain('mov');
    }
  });
});
