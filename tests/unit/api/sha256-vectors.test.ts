// The GET signature's SHA-256 is our own ~1 KB implementation (src/api/contract/sha256.ts):
// @noble/hashes would add 1.6 KB gzip to the TV home. It is pinned here by the NIST
// FIPS 180 example vectors and by comparison with node:crypto on many inputs.
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sha256Hex } from '@src/api/contract/sha256';

const nodeSha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('matches the NIST FIPS 180 example vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
    expect(
      sha256Hex('abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu'),
    ).toBe('cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1');
    expect(sha256Hex('a'.repeat(1_000_000))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('equals node:crypto on every length around the block and padding boundaries', () => {
    for (let n = 0; n <= 200; n++) {
      const s = 'x'.repeat(n);
      expect(sha256Hex(s), `length ${n}`).toBe(nodeSha256(s));
    }
  });

  it('equals node:crypto on pseudo-random text with multi-byte UTF-8 (Chinese, emoji)', () => {
    let seed = 0x2545f491;
    const next = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 8);
    const alphabet = ['a', 'Z', '9', ' ', '&', '=', '|', '视', '频', '弹', '幕', '\u00e9', '\u{1F600}'];
    for (let i = 0; i < 300; i++) {
      const len = next() % 300;
      let s = '';
      for (let j = 0; j < len; j++) s += alphabet[next() % alphabet.length];
      expect(sha256Hex(s), JSON.stringify(s)).toBe(nodeSha256(s));
    }
  });
});
