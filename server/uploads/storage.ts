// Where upload bytes live. The file system is the default; an object store plugs in by
// implementing the same interface (docs/api.md "Uploads"): chunks become objects under
// `<uploadKey>/chunk-N`, and `assemble` downloads or composes them into a local file, because
// ffprobe and ffmpeg read a local path.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface UploadStorage {
  /** Stores one chunk atomically (a reader never sees half of it); rewriting the same index replaces it. */
  putChunk(uploadKey: string, index: number, data: Buffer): Promise<void>;
  /** Joins chunks 1..count into one local file, removes the chunks and returns the file's path. */
  assemble(uploadKey: string, count: number, fileName: string): Promise<string>;
  /** Local path of an assembled file. */
  filePath(uploadKey: string, fileName: string): string;
  /** Removes everything of an upload (chunks and files); no error when nothing is there. */
  remove(uploadKey: string): Promise<void>;
  /** Upload keys present in the store with their last change (the sweep finds orphans with it). */
  list(): Promise<{ key: string; changedMs: number }[]>;
}

const chunkName = (i: number) => `chunk-${String(i).padStart(5, '0')}`;

export class FileSystemStorage implements UploadStorage {
  constructor(readonly root: string) {}

  private dir(key: string): string {
    // Keys are made by the server (upload ids); refuse anything that could leave the root.
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) throw new Error(`bad upload key ${key}`);
    return join(this.root, key);
  }

  async putChunk(key: string, index: number, data: Buffer): Promise<void> {
    const dir = this.dir(key);
    await mkdir(dir, { recursive: true });
    const tmp = join(dir, `.${chunkName(index)}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(tmp, data);
      await rename(tmp, join(dir, chunkName(index)));
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async assemble(key: string, count: number, fileName: string): Promise<string> {
    const dir = this.dir(key);
    const out = join(dir, fileName);
    const tmp = `${out}.${randomBytes(4).toString('hex')}.tmp`;
    const fh = await open(tmp, 'w');
    try {
      // One 2 MB chunk in memory at a time: RSS stays flat whatever the file size.
      for (let i = 1; i <= count; i++) await fh.write(await readFile(join(dir, chunkName(i))));
      await fh.close();
      await rename(tmp, out);
    } finally {
      await fh.close().catch(() => {});
      await rm(tmp, { force: true });
    }
    for (let i = 1; i <= count; i++) await rm(join(dir, chunkName(i)), { force: true });
    return out;
  }

  filePath(key: string, fileName: string): string {
    return join(this.dir(key), fileName);
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
