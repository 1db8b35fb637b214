// Issue 14 point 6: the phone watch shell carries the video's poster as a data URL, so the
// picture paints with the first frame. The inliner gives the sized variant's own bytes (made by
// the real ffmpeg), only once the variant is made (the HTML never waits for ffmpeg), never a
// picture larger than its cap, and nothing for an address outside the media folder's images.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_IMAGE_MAX_BYTES, inlineImages, resolveFfmpeg } from '../../server/media';
import { sizedImage, variantPath } from '../../server/media/sized-image';

let mediaDir: string;

function makeImage(name: string, filter: string): string {
  const file = join(mediaDir, 'posters', name);
  execFileSync(resolveFfmpeg(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', filter, '-frames:v', '1', '-q:v', '3', file]);
  return file;
}

/** Waits for ffmpeg's variant, made in the background, to be in place. */
async function madeVariant(original: string, width: number, format: 'webp' | 'jpg'): Promise<string> {
  const out = variantPath(original, statSync(original), width, format);
  for (let i = 0; i < 200 && !existsSync(out); i++) await new Promise((r) => setTimeout(r, 50));
  // The same call the media route makes: it waits for a variant still being written.
  return sizedImage(original, statSync(original), width, format);
}

beforeAll(() => {
  mediaDir = mkdtempSync(join(tmpdir(), 'inline-image-'));
  mkdirSync(join(mediaDir, 'posters'), { recursive: true });
  makeImage('calm.jpg', 'testsrc2=size=800x450:rate=1');
  // Noise does not compress: its 600 px WebP is far over the cap.
  makeImage('noise.jpg', 'nullsrc=size=1000x1000,geq=lum=random(1)*255:cb=random(2)*255:cr=random(3)*255');
});

afterAll(() => {
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('inline poster', () => {
  it('sends the address until the variant is made, then the variant itself as a data URL', async () => {
    const inline = inlineImages(mediaDir);
    const original = join(mediaDir, 'posters', 'calm.jpg');
    // Not made yet: nothing inline, and the variant is asked for.
    expect(await inline('/media/posters/calm.jpg', 600, 'webp')).toBeNull();
    const variant = await madeVariant(original, 600, 'webp');
    expect(variant).not.toBe(original);
    const url = await inline('/media/posters/calm.jpg', 600, 'webp');
    expect(url).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(url!.slice(url!.indexOf(',') + 1), 'base64');
    expect(bytes.equals(readFileSync(variant))).toBe(true);
    expect(bytes.length).toBeLessThanOrEqual(INLINE_IMAGE_MAX_BYTES);
    // The same string again (kept in memory).
    expect(await inline('/media/posters/calm.jpg', 600, 'webp')).toBe(url);
  });

  it('gives JPEG bytes to a browser that takes no WebP', async () => {
    const inline = inlineImages(mediaDir);
    const original = join(mediaDir, 'posters', 'calm.jpg');
    await inline('/media/posters/calm.jpg', 200, 'jpg');
    const file = await madeVariant(original, 200, 'jpg');
    const url = await inline('/media/posters/calm.jpg', 200, 'jpg');
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
    expect(Buffer.from(url!.slice(url!.indexOf(',') + 1), 'base64').equals(readFileSync(file))).toBe(true);
  });

  it('leaves a picture over the cap to its address', async () => {
    const inline = inlineImages(mediaDir);
    const original = join(mediaDir, 'posters', 'noise.jpg');
    await inline('/media/posters/noise.jpg', 600, 'webp');
    const variant = await madeVariant(original, 600, 'webp');
    expect(readFileSync(variant).length).toBeGreaterThan(INLINE_IMAGE_MAX_BYTES);
    expect(await inline('/media/posters/noise.jpg', 600, 'webp')).toBeNull();
  });

  it('inlines nothing outside the media folder, behind a signature, with a query or of another kind', async () => {
    const inline = inlineImages(mediaDir);
    for (const url of [
      'https://cdn.example.com/posters/calm.jpg',
      '/posters/calm.jpg',
      '/media/../posters/calm.jpg',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/s/9999999999/abc/posters/calm.jpg',
      '/media/posters/calm.jpg?w=600',
      '/media/posters/missing.jpg',
      '/media/posters/.sized',
      '/media/%E0%A4%A',
    ]) {
      expect(await inline(url, 600, 'webp'), url).toBeNull();
    }
    // Nothing was made for any of them.
    expect(readdirSync(join(mediaDir, 'posters')).sort()).toEqual(['.sized', 'calm.jpg', 'noise.jpg']);
  });
});
