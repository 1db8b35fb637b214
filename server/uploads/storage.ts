// Where upload bytes live. The file system is the default (`npm start`); on an object store
// (store-chunks.ts) chunks become objects and multipart parts, and `assemble` completes them
// and copies the file to a local path, because ffprobe and ffmpeg read a local path.
import { constants } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CHUNK_BYTES } from './settings';

export interface UploadStorage {
  /**
   * Stores chunk `index` (1-based; every chunk but the last is CHUNK_BYTES long), given as the
   * pieces it arrived in; rewriting the same index replaces it. A chunk counts as held only once
   * its upload_chunks row exists, which the service writes after this resolves, so nothing reads
   * a chunk still being written; the service also never writes one index twice at a time.
   */
  putChunk(uploadKey: string, index: number, pieces: readonly Buffer[]): Promise<void>;
  /** Gives chunks 1..count, all held, as one local file and returns its path (no chunk stays apart). */
  assemble(uploadKey: string, count: number, fileName: string): Promise<string>;
  /** Local path of an assembled file (on an object store: this host's copy, which may be absent). */
  filePath(uploadKey: string, fileName: string): string;
  /** The assembled file as a local path, fetched from the store when this host has no copy. */
  localFile(uploadKey: string, fileName: string): Promise<string>;
  /**
   * Told after a chunk's upload_chunks row is written (the object store sends a part once its
   * three chunks are held); a failure here loses nothing, the assembly redoes it.
   */
  chunkRecorded?(uploadKey: string, index: number, count: number): Promise<void>;
  /** Removes everything of an upload (chunks and files); no error when nothing is there. */
  remove(uploadKey: string): Promise<void>;
  /** Upload keys present in the store with their last change (the sweep finds orphans with it). */
  list(): Promise<{ key: string; changedMs: number }[]>;
}

/** The file the chunks are written into, each at its own offset, until the upload is complete. */
const PART_FILE = 'chunks.part';
// Read and write, created when missing, never truncated: chunks may come in any order.
const PART_FLAGS = constants.O_RDWR | constants.O_CREAT;

export class FileSystemStorage implements UploadStorage {
  constructor(readonly root: string) {}

  private dir(key: string): string {
    // Keys are made by the server (upload ids); refuse anything that could leave the root.
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) throw new Error(`bad upload key ${key}`);
    return join(this.root, key);
  }

  // Each chunk goes straight to its place in one file (positional writes: chunk i starts at
  // (i - 1) * CHUNK_BYTES), so assembling is a rename. Separate chunk files cost 200 MB read and
  // written again at the end of a 200 MB upload, and 2 MB buffers each time (docs/decisions/041-chunked-upload-positional-writes.md).
  async putChunk(key: string, index: number, pieces: readonly Buffer[]): Promise<void> {
    const dir = this.dir(key);
    const part = join(dir, PART_FILE);
    let fh;
    try {
      fh = await open(part, PART_FLAGS, 0o600);
    } catch (err) {
      if ((err as { code?: string }).code !== 'ENOENT') throw err;
      await mkdir(dir, { recursive: true });
      fh = await open(part, PART_FLAGS, 0o600);
    }
    try {
      let position = (index - 1) * CHUNK_BYTES;
      let rest = pieces.filter((p) => p.length > 0);
      while (rest.length) {
        const { bytesWritten } = await fh.writev(rest, position);
        position += bytesWritten;
        rest = advance(rest, bytesWritten);
      }
    } finally {
      await fh.close();
    }
  }

  async assemble(key: string, count: number, fileName: string): Promise<string> {
    const dir = this.dir(key);
    const out = join(dir, fileName);
    const part = join(dir, PART_FILE);
    const size = (await stat(part)).size;
    // Every chunk but the last is full, so the file reaches at least into the last one.
    if (size <= (count - 1) * CHUNK_BYTES) throw new Error(`upload ${key}: ${size} bytes for ${count} chunks`);
    await rename(part, out);
    return out;
  }

  filePath(key: string, fileName: string): string {
    return join(this.dir(key), fileName);
  }

  localFile(key: string, fileName: string): Promise<string> {
    return Promise.resolve(this.filePath(key, fileName));
  }

  async remove(key: string): Promise<void> {
    await rm(this.dir(key), { recursive: true, force: true });
  }

  async list(): Promise<{ key: string; changedMs: number }[]> {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch {
      return [];
    }
    const out: { key: string; changedMs: number }[] = [];
    for (const name of names) {
      try {
        const s = await stat(join(this.root, name));
        if (s.isDirectory()) out.push({ key: name, changedMs: s.mtimeMs });
      } catch {
        // removed meanwhile
      }
    }
    return out;
  }
}

/** The pieces left once `n` bytes of them are written (a short write resumes where it stopped). */
function advance(pieces: readonly Buffer[], n: number): Buffer[] {
  const out: Buffer[] = [];
  for (const p of pieces) {
    if (n >= p.length) n -= p.length;
    else {
      out.push(n > 0 ? p.subarray(n) : p);
      n = 0;
    }
  }
  return out;
}
