// The file-system store writes each chunk at its offset in one file: chunks in any order, given
// as the pieces a request delivered, a rewritten index replaced, and assembly a rename.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from './settings';
import { FileSystemStorage } from './storage';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'upload-storage-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** `buf` cut into pieces of uneven sizes (and an empty one), as a socket may deliver it. */
function pieces(buf: Buffer): Buffer[] {
  const out: Buffer[] = [Buffer.alloc(0)];
  for (let at = 0, step = 1000; at < buf.length; at += step, step = step * 3 + 17) out.push(buf.subarray(at, at + step));
  return out;
}

describe('FileSystemStorage', () => {
  it('assembles chunks sent in any order, in pieces, into the bytes of the file', async () => {
    const store = new FileSystemStorage(root);
    const file = randomBytes(2 * CHUNK_BYTES + 12345);
    const chunk = (i: number) => file.subarray((i - 1) * CHUNK_BYTES, i * CHUNK_BYTES);
    await store.putChunk('u1', 3, pieces(chunk(3)));
    // A first try of chunk 1 with other bytes, then the right ones: the index is replaced.
    await store.putChunk('u1', 1, [randomBytes(CHUNK_BYTES)]);
    await store.putChunk('u1', 2, pieces(chunk(2)));
    await store.putChunk('u1', 1, pieces(chunk(1)));
    const out = await store.assemble('u1', 3, 'source');
    expect(out).toBe(store.filePath('u1', 'source'));
    expect(readFileSync(out).equals(file)).toBe(true);
    // Nothing of the chunks is left beside the file.
    expect(readdirSync(join(root, 'u1'))).toEqual(['source']);
  });

  it('refuses to assemble when the last chunk was never written', async () => {
    const store = new FileSystemStorage(root);
    await store.putChunk('u2', 1, [randomBytes(CHUNK_BYTES)]);
    await expect(store.assemble('u2', 2, 'source')).rejects.toThrow(/for 2 chunks/);
    await store.remove('u2');
    expect(await store.list()).toEqual([]);
  });

  it('refuses a key that could leave its folder', async () => {
    const store = new FileSystemStorage(root);
    await expect(store.putChunk('../x', 1, [Buffer.from('a')])).rejects.toThrow(/bad upload key/);
  });
});
