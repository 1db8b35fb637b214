// Issue 14 point 6: posters at the width the page asks for (`?w=` steps of spec §9) and in WebP
// for browsers that say they take it, made by the real ffmpeg and served by the /media routes on
// a bare Fastify app; the original for anything else.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMediaRoutes, resolveFfmpeg } from '../../server/media';

const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const OLD_ACCEPT = 'image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

/** Width and height from a JPEG's frame header or a WebP's VP8/VP8L/VP8X header. */
function imageSize(b: Buffer): { type: 'jpeg' | 'webp'; width: number; height: number } {
  if (b[0] === 0xff && b[1] === 0xd8) {
    for (let i = 2; i + 9 < b.length; ) {
      if (b[i] !== 0xff) throw new Error('bad JPEG marker');
      const marker = b[i + 1];
      if (marker >= 0xc0 && marker <= 0xc3) return { type: 'jpeg', height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
      i += 2 + b.readUInt16BE(i + 2);
    }
    throw new Error('no JPEG frame header');
  }
  if (b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') {
    const chunk = b.toString('ascii', 12, 16);
    if (chunk === 'VP8 ') return { type: 'webp', width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8X') return { type: 'webp', width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
    if (chunk === 'VP8L') {
      const bits = b.readUInt32LE(21);
      return { type: 'webp', width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
    }
  }
  throw new Error('neither JPEG nor WebP');
}

let mediaDir: string;
let app: FastifyInstance;
let original: Buffer;

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'sized-image-'));
  const posters = join(mediaDir, 'posters');
  mkdirSync(posters, { recursive: true });
  // 400x600 like the demo posters, with detail so that sizes differ by width.
  execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=400x600', '-frames:v', '1', '-q:v', '3', join(posters, 'p1.jpg')]);
  original = readFileSync(join(posters, 'p1.jpg'));
  app = Fastify();
  await registerMediaRoutes(app, { mediaDir });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('sized posters', () => {
  it('sends WebP at the asked step to a browser that takes WebP, varying on Accept, cached for a year', async () => {
    const r = await app.inject({ url: '/media/posters/p1.jpg?w=200', headers: { accept: CHROMIUM_ACCEPT } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/webp');
    expect(String(r.headers.vary).toLowerCase()).toContain('accept');
    expect(r.headers['cache-control']).toContain('immutable');
    expect(imageSize(r.rawPayload)).toEqual({ type: 'webp', width: 200, height: 300 });
    expect(r.rawPayload.length).toBeLessThan(original.length / 2);
    // Made once: the second answer is the same file with the same validator.
    const again = await app.inject({ url: '/media/posters/p1.jpg?w=200', headers: { accept: CHROMIUM_ACCEPT } });
    expect(again.rawPayload.equals(r.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(r.headers.etag);
    const revalidated = await app.inject({ url: '/media/posters/p1.jpg?w=200', headers: { accept: CHROMIUM_ACCEPT, 'if-none-match': String(r.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sends a smaller JPEG to a browser that does not list WebP', async () => {
    const r = await app.inject({ url: '/media/posters/p1.jpg?w=200', headers: { accept: OLD_ACCEPT } });
    expect(r.headers['content-type']).toBe('image/jpeg');
    expect(imageSize(r.rawPayload)).toEqual({ type: 'jpeg', width: 200, height: 300 });
    expect(r.rawPayload.length).toBeLessThan(original.length);
  });

  it('never enlarges: a step wider than the image gives the image at its own width', async () => {
    const r = await app.inject({ url: '/media/posters/p1.jpg?w=600', headers: { accept: CHROMIUM_ACCEPT } });
    expect(imageSize(r.rawPayload)).toMatchObject({ width: 400, height: 600 });
  });

  it('sends the original for no width or a width that is not a step, and never exposes the variants folder', async () => {
    for (const url of ['/media/posters/p1.jpg', '/media/posters/p1.jpg?w=123', '/media/posters/p1.jpg?w=abc']) {
      const r = await app.inject({ url, headers: { accept: CHROMIUM_ACCEPT } });
      expect(r.headers['content-type'], url).toBe('image/jpeg');
      expect(r.rawPayload.equals(original), url).toBe(true);
    }
    const hidden = await app.inject({ url: '/media/posters/.sized/' });
    expect(hidden.statusCode).toBe(404);
  });
});
