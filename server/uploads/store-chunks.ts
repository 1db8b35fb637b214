// Upload chunks on an object store (issue 39, decision 058): each 2 MB chunk is first its own
// object (uploads/<key>/chunk-N); once the three chunks of a part are held, they are sent as one
// multipart part and deleted, since S3 refuses parts under 5 MiB except the last. Assembly sends
// the parts still missing (the last one always), completes the object uploads/<key>/source and
// copies it to a local scratch file, because ffprobe and ffmpeg read a local path. The parts
// held live in the database (upload_parts), not in the store's part list: not every S3 engine
// lists parts, and the ETags are needed to complete anyway.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore, StoredPart } from '../storage/port';
import { CHUNK_BYTES } from './settings';
import { FileSystemStorage, type UploadStorage } from './storage';

/** Chunks per multipart part: 3 x 2 MB = 6 MB, over S3's 5 MiB floor. */
export const CHUNKS_PER_PART = 3;

/** What the store's chunks need from the database (server/uploads/parts-ledger.ts). */
export interface PartsLedger {
  /** Of `indices`, those whose upload_chunks row exists. */
  heldChunks(uploadKey: string, indices: number[]): Promise<number[]>; // indices: one run of consecutive numbers
  /** The upload's multipart id: the one recorded, or `begin()`'s when none is (the first to record wins). */
  partsId(uploadKey: string, begin: () => Promise<string>): Promise<{ id: string; lost: string | null }>;
  recordPart(uploadKey: string, part: StoredPart): Promise<void>;
  parts(uploadKey: string): Promise<StoredPart[]>;
  /** The recorded id, without starting one. */
  knownPartsId(uploadKey: string): Promise<string | null>;
}

const partOf = (index: number) => Math.ceil(index / CHUNKS_PER_PART);
const chunksOf = (part: number, count: number) => {
  const out: number[] = [];
  for (let i = (part - 1) * CHUNKS_PER_PART + 1; i <= Math.min(part * CHUNKS_PER_PART, count); i++) out.push(i);
  return out;
};

async function readAll(store: ObjectStore, key: string): Promise<Buffer> {
  const body = await store.get(key);
  if (!body) throw new Error(`object ${key} is missing`);
  const parts: Buffer[] = [];
  for await (const c of body) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

export class StoreChunkStorage implements UploadStorage {
  /** Local copies (the assembled source for ffprobe/ffmpeg); the same layout as the file system store. */
  private readonly scratch: FileSystemStorage;

  constructor(
    private readonly store: ObjectStore,
    private readonly ledger: PartsLedger,
    scratchDir: string,
    private readonly log: (msg: string) => void = () => {},
  ) {
    this.scratch = new FileSystemStorage(scratchDir);
  }

  private prefix(key: string): string {
    // The same key check as the local folders (server-made upload ids).
    this.scratch.filePath(key, 'x');
    return `uploads/${key}/`;
  }

  private chunkKey(key: string, index: number): string {
    return `${this.prefix(key)}chunk-${index}`;
  }

  private sourceKey(key: string): string {
    return `${this.prefix(key)}source`;
  }

  async putChunk(key: string, index: number, pieces: readonly Buffer[]): Promise<void> {
    await this.store.put(this.chunkKey(key, index), Buffer.concat(pieces), 'application/octet-stream');
  }

  /** After a chunk's row is written: its part goes to the store once all three of its chunks are held. */
  async chunkRecorded(key: string, index: number, count: number): Promise<void> {
    const part = partOf(index);
    const wanted = chunksOf(part, count);
    // The last part waits for the assembly (it may be short, and it ends the object).
    if (wanted.length < CHUNKS_PER_PART) return;
    if ((await this.ledger.heldChunks(key, wanted)).length < wanted.length) return;
    try {
      await this.sendPart(key, part, wanted);
    } catch (err) {
      // Not lost: the assembly sends any part it finds missing.
      this.log(`[uploads] ${key}: part ${part} not sent yet (${err instanceof Error ? err.message : String(err)})`);
    }
  }

  private async multipartId(key: string): Promise<string> {
    const { id, lost } = await this.ledger.partsId(key, () => this.store.beginParts(this.sourceKey(key)));
    // Two hosts began at once: the one not recorded is given up.
    if (lost) await this.store.abortParts(this.sourceKey(key), lost).catch(() => {});
    return id;
  }

  private async sendPart(key: string, part: number, chunks: number[]): Promise<void> {
    if ((await this.ledger.parts(key)).some((p) => p.n === part)) return;
    const body = Buffer.concat(await Promise.all(chunks.map((i) => readAll(this.store, this.chunkKey(key, i)))));
    const id = await this.multipartId(key);
    const etag = await this.store.putPart(this.sourceKey(key), id, part, body);
    await this.ledger.recordPart(key, { n: part, etag });
    await Promise.all(chunks.map((i) => this.store.remove(this.chunkKey(key, i))));
  }

  async assemble(key: string, count: number, fileName: string): Promise<string> {
    const parts = Math.ceil(count / CHUNKS_PER_PART);
    const sent = new Set((await this.ledger.parts(key)).map((p) => p.n));
    for (let p = 1; p <= parts; p++) {
      if (!sent.has(p)) await this.sendPart(key, p, chunksOf(p, count));
    }
    const id = await this.multipartId(key);
    const recorded = (await this.ledger.parts(key)).filter((p) => p.n <= parts);
    if (recorded.length !== parts) throw new Error(`upload ${key}: ${recorded.length} of ${parts} parts recorded`);
    await this.store.completeParts(this.sourceKey(key), id, recorded);
    // Chunks a crashed part send left behind.
    for (const o of await this.store.list(`${this.prefix(key)}chunk-`)) await this.store.remove(o.key);
    const head = await this.store.head(this.sourceKey(key));
    if (!head || head.size <= (count - 1) * CHUNK_BYTES) throw new Error(`upload ${key}: ${head?.size ?? 0} bytes for ${count} chunks`);
    if (fileName !== 'source') throw new Error(`upload ${key}: the store keeps one file per upload, "source"`);
    return this.localFile(key, fileName);
  }

  filePath(key: string, fileName: string): string {
    return this.scratch.filePath(key, fileName);
  }

  /** The source as a local file: the copy on this host, else fetched from the store (a worker on another host). */
  async localFile(key: string, fileName: string): Promise<string> {
    const file = this.filePath(key, fileName);
    const head = await this.store.head(this.sourceKey(key));
    const local = await stat(file).catch(() => null);
    if (local && (!head || local.size === head.size)) return file;
    if (!head) return file;
    await mkdir(dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    const body = await this.store.get(this.sourceKey(key));
    if (!body) throw new Error(`upload ${key}: the source left the store`);
    await pipeline(body, createWriteStream(tmp, { mode: 0o600 }));
    await rename(tmp, file);
    return file;
  }

  async remove(key: string): Promise<void> {
    const id = await this.ledger.knownPartsId(key).catch(() => null);
    // A store without multipart abort leaves the parts to its lifecycle rule (decision 058).
    if (id) await this.store.abortParts(this.sourceKey(key), id).catch(() => {});
    await this.store.removePrefix(this.prefix(key));
    await this.scratch.remove(key);
  }

  async list(): Promise<{ key: string; changedMs: number }[]> {
    const byKey = new Map<string, number>();
    for (const o of await this.store.list('uploads/')) {
      const k = o.key.split('/')[1];
      if (k) byKey.set(k, Math.max(byKey.get(k) ?? 0, o.changedMs));
    }
    for (const e of await this.scratch.list()) byKey.set(e.key, Math.max(byKey.get(e.key) ?? 0, e.changedMs));
    return [...byKey].map(([key, changedMs]) => ({ key, changedMs }));
  }
}
