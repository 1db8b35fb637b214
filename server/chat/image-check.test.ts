// The chat image check reads magic bytes only: each accepted format by its signature, and
// look-alikes (SVG, HTML, a truncated signature, a RIFF that is not WebP) refused.
import { describe, expect, it } from 'vitest';
import { decodeBase64, imageKind } from './image-check';

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('imageKind', () => {
  it('knows JPEG, PNG, GIF87a/89a and WebP by their first bytes', () => {
    expect(imageKind(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))?.mime).toBe('image/jpeg');
    expect(imageKind(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'rest'))?.ext).toBe('png');
    expect(imageKind(bytes('GIF89a', [1, 0]))?.mime).toBe('image/gif');
    expect(imageKind(bytes('GIF87a', [1, 0]))?.mime).toBe('image/gif');
    expect(imageKind(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.mime).toBe('image/webp');
  });

  it('refuses markup, other RIFF files and cut signatures', () => {
    for (const b of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('<html><script>alert(1)</script>'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '),
      bytes([0x89], 'PNG'),
      bytes('GIF8'),
      bytes([0xff, 0xd8]),
      bytes(),
    ]) expect(imageKind(b)).toBeNull();
  });
});

describe('decodeBase64', () => {
  it('takes plain base64 or a data: URL and refuses what is not base64', () => {
    expect(decodeBase64('aGk=')?.toString()).toBe('hi');
    expect(decodeBase64('data:image/png;base64,aGk=')?.toString()).toBe('hi');
    expect(decodeBase64('a*b')).toBeNull();
    expect(decodeBase64('abcde')).toBeNull();
  });
});
