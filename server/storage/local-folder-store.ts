// The embedded default store (`npm start`): objects are files under one folder (MEDIA_DIR), so
// today's layout stays as it was (hls/<key>/..., posters/..., avatars/...). It signs nothing
// itself: the API serves its bytes under the signed paths of decision 032.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { checkKey, type ByteRange, type ObjectStore, type StoredObject, type StoredPart } from './port';

/** Multipart work lives in a dot folder, which /media/ never serves and list() never shows. */
const PARTS_DIR = '.parts';

export class LocalFolderStore implements ObjectStore {
  readonly kind = 'local' as const;
  readonly where: string;

  constructor(readonly root: string) {
    this.where = root;
  }

  /** The file of a key (the media routes and ffmpeg's tools read it straight). */
  path(key: string): string {
    return join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Buffer | string): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, file);
  }

  async putFile(key: string, file: string): Promise<void> {
    const to = this.path(key);
    await mkdir(dirname(to), { recursive: true });
    const tmp = `${to}.${randomBytes(4).toString('hex')}.tmp`;
    await copyFile(file, tmp);
    await rename(tmp, to);
  }

  async putTree(prefix: string, dir: string): Promise<void> {
    const to = this.path(prefix.replace(/\/+$/, ''));
    await mkdir(dirname(to), { recursive: true });
    await rm(to, { recursive: true, force: true });
    try {
      await rename(dir, to);
    } catch (err) {
      // Another disk: copied, then the scratch folder goes.
      if ((err as { code?: string }).code !== 'EXDEV') throw err;
      await cp(dir, to, { recursive: true });
      await rm(dir, { recursive: true, force: true });
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.path(key);
    if (!(await this.head(key))) return null;
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const s = await stat(this.path(key));
      if (!s.isFile()) return null;
      return { key, size: s.size, changedMs: s.mtimeMs, etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"` };
    } catch {
      return null;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    // The folder part of the prefix is walked; the rest filters names.
    const cut = prefix.lastIndexOf('/');
    const base = cut >= 0 ? prefix.slice(0, cut) : '';
    const start = base ? this.path(base) : this.root;
    const out: StoredObject[] = [];
    const walk = async (dir: string): Promise<void> => {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      for (const name of names) {
        if (name === PARTS_DIR) continue;
        const full = join(dir, name);
        const key = relative(this.root, full).split(sep).join('/');
        if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`)) continue;
        try {
          const s = await stat(full);
          if (s.isDirectory()) await walk(full);
          else if (s.isFile() && !name.endsWith('.tmp')) out.push({ key, size: s.size, changedMs: s.mtimeMs, etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"` });
        } catch {
          // removed meanwhile
        }
      }
    };
    await walk(start);
    return out.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async removePrefix(prefix: string): Promise<void> {
    if (prefix.endsWith('/')) {
      await rm(this.path(prefix.slice(0, -1)), { recursive: true, force: true });
      return;
    }
    for (const o of await this.list(prefix)) await this.remove(o.key);
  }

  signedUrl(): Promise<string | null> {
    return Promise.resolve(null);
  }

  private partsDir(id: string): string {
    if (!/^[a-f0-9]{16}$/.test(id)) throw new Error(`bad parts id ${id}`);
    return join(this.root, PARTS_DIR, id);
  }

  async beginParts(key: string): Promise<string> {
    checkKey(key);
    const id = randomBytes(8).toString('hex');
    await mkdir(this.partsDir(id), { recursive: true });
    return id;
  }

  async putPart(key: string, id: string, n: number, body: Buffer): Promise<string> {
    checkKey(key);
    await writeFile(join(this.partsDir(id), String(n)), body);
    return `"${body.length.toString(16)}-${n}"`;
  }

  async completeParts(key: string, id: string, parts: readonly StoredPart[]): Promise<void> {
    const dir = this.partsDir(id);
    const chunks: Buffer[] = [];
    for (const p of [...parts].sort((a, b) => a.n - b.n)) chunks.push(await readFile(join(dir, String(p.n))));
    await this.put(key, Buffer.concat(chunks));
    await rm(dir, { recursive: true, force: true });
  }

  async abortParts(_key: string, id: string): Promise<void> {
    await rm(this.partsDir(id), { recursive: true, force: true });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
