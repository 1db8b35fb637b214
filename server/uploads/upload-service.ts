// The chunked upload (spec 001 §7, issue 13): 1-based 2 MB chunks, idempotent and checked by
// size and SHA-256, a per-user quota, assembly once every chunk is held, the content judged by
// its bytes, and a sweep for uploads left half-way. The caller's uid comes from the token only.
import { randomBytes } from 'node:crypto';
import { open, rm, stat } from 'node:fs/promises';
import { RET } from '../../src/api/contract/envelope';
import type { Db, Queryable } from '../db/db';
import { one } from '../db/db';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error';
import { checkVideoFile, coverExtension } from './content-check';
import { CHUNK_BYTES, MAX_CHUNKS, MAX_OPEN_UPLOADS, type UploadSettings } from './settings';
import type { ObjectStore } from '../storage/port';
import type { UploadStorage } from './storage';

export type UploadKind = 'video' | 'cover';

export interface UploadRow {
  id: number; uid: number; kind: UploadKind; file_key: string; file_name: string; declared_size: string | number;
  total_chunks: number; received_chunks: number; received_bytes: string | number; state: 'receiving' | 'assembling' | 'complete' | 'used'; filepath: string;
}

/** One chunk's bytes as received: the pieces in order, their total size and hex SHA-256. */
export interface ChunkData {
  pieces: readonly Buffer[];
  size: number;
  sha256: string;
}

/** An upload row with the checksum of the chunk it already holds at the index asked (null: none). */
interface ChunkTarget extends UploadRow {
  held_sha256: string | null;
}

export interface ChunkFields {
  key: string;
  chunk: number;
  chunks: number;
  /** Hex SHA-256 of the chunk, when the client sends one. */
  sha256?: string;
}

export interface ChunkReply {
  chunk: number;
  done: boolean;
  filepath: string;
}

export interface UploadState {
  uniqueFileID: string;
  chunks: number;
  received: number[];
  receivedBytes: number;
  done: boolean;
  filepath: string;
}

const nowS = () => Math.floor(Date.now() / 1000);
/** The storage key of an upload: the server's id, never the client's name. */
export const storageKey = (id: number) => `u${id}`;
export const SOURCE_FILE = 'source';
const VIDEO_EXTENSIONS = new Set(['mp4', 'mov', 'm4v', 'webm', 'mkv', '3gp', 'avi', 'ts', 'flv', 'mpg', 'mpeg']);

const quotaExceeded = () => new ApiError(RET.PAYLOAD_TOO_LARGE, '上传空间不足');
/** The store's disk is full (or its quota met): not the user's fault, and worth retrying later. */
export const STORAGE_FULL_MSG = '服务器存储空间不足，请稍后重试';
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/**
 * Writes one chunk; a full disk becomes a clear refusal of that chunk (issue 40) instead of the
 * generic ret 500. A short write leaves bytes in the part file but no upload_chunks row, so the
 * chunk does not count as held and its retry overwrites the same range.
 */
async function putChunkOrRefuse(storage: UploadStorage, key: string, index: number, pieces: readonly Buffer[]): Promise<void> {
  try {
    await storage.putChunk(key, index, pieces);
  } catch (err) {
    if (DISK_FULL_CODES.has((err as { code?: string }).code ?? '')) throw new ApiError(RET.SERVER_ERROR, STORAGE_FULL_MSG);
    throw err;
  }
}

export class UploadService {
  /** Chunk writes under way in this process, by upload and index. */
  private readonly busy = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    readonly storage: UploadStorage,
    readonly settings: UploadSettings,
    /** Where published covers go (posters/...). */
    private readonly media: ObjectStore,
    private readonly log: (msg: string) => void = () => {},
  ) {}

  /** Bytes the user holds: received or announced (an announced size reserves its room). */
  async quotaUsed(uid: number, q: Queryable = this.db): Promise<number> {
    const r = await one<{ n: string }>(q, 'SELECT COALESCE(sum(GREATEST(declared_size, received_bytes)), 0)::text AS n FROM uploads WHERE uid = $1', [uid]);
    return Number(r?.n ?? 0);
  }

  private async limitOpen(uid: number): Promise<void> {
    const r = await one<{ n: number }>(this.db, `SELECT count(*)::int AS n FROM uploads WHERE uid = $1 AND state = 'receiving'`, [uid]);
    if ((r?.n ?? 0) >= MAX_OPEN_UPLOADS) throw new ApiError(RET.RATE_LIMITED, '未完成的上传过多，请稍后再试');
  }

  /** CreateVideoFile: reserves a server-made key (prefix xw-, the spec's rename format) for a video. */
  async createVideoFile(uid: number, fileName: string, size: number | undefined): Promise<UploadRow> {
    if (size !== undefined && size > CHUNK_BYTES * MAX_CHUNKS) throw quotaExceeded();
    if (size !== undefined && (await this.quotaUsed(uid)) + size > this.settings.quotaBytes) throw quotaExceeded();
    await this.limitOpen(uid);
    const ext = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
    const key = `xw-${Date.now().toString(36)}${randomBytes(9).toString('hex')}.${ext && VIDEO_EXTENSIONS.has(ext) ? ext : 'mp4'}`;
    const now = nowS();
    const row = await one<UploadRow>(
      this.db,
      `INSERT INTO uploads (uid, kind, file_key, file_name, declared_size, created_at, updated_at)
       VALUES ($1, 'video', $2, $3, $4, $5, $5) RETURNING *`,
      [uid, key, fileName.slice(0, 200), size ?? 0, now],
    );
    if (!row) throw new Error('upload row not created');
    return row;
  }

  /** A video upload by its key, only for its owner (another user's key: 403, unknown: 404). */
  async ownVideoUpload(uid: number, key: string): Promise<UploadRow> {
    const row = await one<UploadRow>(this.db, `SELECT * FROM uploads WHERE kind = 'video' AND file_key = $1`, [key]);
    if (!row) throw notFound('上传');
    if (row.uid !== uid) throw forbidden('无权操作该上传');
    return row;
  }

  private async findUpload(uid: number, kind: UploadKind, key: string, create: boolean): Promise<UploadRow | null> {
    if (kind === 'video') return this.ownVideoUpload(uid, key);
    const found = await one<UploadRow>(this.db, `SELECT * FROM uploads WHERE uid = $1 AND kind = 'cover' AND file_key = $2`, [uid, key]);
    if (found || !create) return found;
    await this.limitOpen(uid);
    const now = nowS();
    await this.db.query(
      `INSERT INTO uploads (uid, kind, file_key, created_at, updated_at) VALUES ($1, 'cover', $2, $3, $3) ON CONFLICT DO NOTHING`,
      [uid, key, now],
    );
    return one<UploadRow>(this.db, `SELECT * FROM uploads WHERE uid = $1 AND kind = 'cover' AND file_key = $2`, [uid, key]);
  }

  /**
   * The upload a chunk belongs to (created for a cover's first chunk) with what it holds at that
   * index, in one query on the way of every chunk: a video's by key (another user's: 403,
   * unknown: 404), a cover's by its owner and key.
   */
  private async uploadForChunk(uid: number, kind: UploadKind, key: string, idx: number): Promise<ChunkTarget> {
    const where = kind === 'video' ? `u.kind = 'video' AND u.file_key = $1` : `u.kind = 'cover' AND u.file_key = $1 AND u.uid = $3`;
    const sql = `SELECT u.*, c.sha256 AS held_sha256 FROM uploads u
      LEFT JOIN upload_chunks c ON c.upload_id = u.id AND c.idx = $2 WHERE ${where}`;
    const params = kind === 'video' ? [key, idx] : [key, idx, uid];
    let row = await one<ChunkTarget>(this.db, sql, params);
    if (!row && kind === 'cover') {
      await this.findUpload(uid, kind, key, true);
      row = await one<ChunkTarget>(this.db, sql, params);
    }
    if (!row) throw notFound('上传');
    if (row.uid !== uid) throw forbidden('无权操作该上传');
    return row;
  }

  async status(uid: number, kind: UploadKind, key: string): Promise<UploadState> {
    const row = await this.findUpload(uid, kind, key, false);
    if (!row) return { uniqueFileID: key, chunks: 0, received: [], receivedBytes: 0, done: false, filepath: '' };
    const { rows } = await this.db.query<{ idx: number }>('SELECT idx FROM upload_chunks WHERE upload_id = $1 ORDER BY idx', [row.id]);
    const done = row.state === 'complete' || row.state === 'used';
    return {
      uniqueFileID: key,
      chunks: row.total_chunks,
      // Once assembled the chunk rows are gone: every chunk counts as held.
      received: done ? Array.from({ length: row.total_chunks }, (_, i) => i + 1) : rows.map((r) => r.idx),
      receivedBytes: Number(row.received_bytes),
      done,
      filepath: done ? row.filepath : '',
    };
  }

  /**
   * One chunk. Every refusal leaves the upload as it was: the refused bytes are never stored.
   * Per chunk: one query for the upload and what it holds at this index, the write, and one
   * statement that records the chunk and returns the upload's new count (docs/decisions/041-chunked-upload-positional-writes.md).
   */
  async receiveChunk(uid: number, kind: UploadKind, f: ChunkFields, data: ChunkData): Promise<ChunkReply> {
    if (!Number.isInteger(f.chunks) || f.chunks < 1 || f.chunks > MAX_CHUNKS) throw badRequest('分片总数不合法');
    if (!Number.isInteger(f.chunk) || f.chunk < 1 || f.chunk > f.chunks) throw badRequest('分片序号超出范围');
    const last = f.chunk === f.chunks;
    if (data.size === 0 || data.size > CHUNK_BYTES || (!last && data.size !== CHUNK_BYTES)) throw badRequest('分片大小不正确');
    const sha256 = data.sha256;
    if (f.sha256 !== undefined && f.sha256.toLowerCase() !== sha256) throw badRequest('分片校验失败');
    // Two requests carrying the same chunk (a retry while the first is still in flight) take
    // turns: the second finds it held and writes nothing.
    return this.oneAtATime(`${kind}\n${uid}\n${f.key}\n${f.chunk}`, () => this.storeChunk(uid, kind, f, data, last));
  }

  private async storeChunk(uid: number, kind: UploadKind, f: ChunkFields, data: ChunkData, last: boolean): Promise<ChunkReply> {
    const sha256 = data.sha256;
    const row = await this.uploadForChunk(uid, kind, f.key, f.chunk);
    if (row.state === 'complete' || row.state === 'used') {
      // A repeat of a chunk of a finished upload (a reply lost on the way): same answer again.
      if (f.chunks !== row.total_chunks) throw badRequest('分片总数不一致');
      return { chunk: f.chunk, done: true, filepath: row.filepath };
    }
    if (row.state === 'assembling') throw new ApiError(RET.CONFLICT, '文件正在处理，请稍后');

    const declared = Number(row.declared_size);
    if (declared > 0) {
      if (f.chunks !== Math.ceil(declared / CHUNK_BYTES)) throw badRequest('分片总数不一致');
      if (last && data.size !== declared - (f.chunks - 1) * CHUNK_BYTES) throw badRequest('分片大小不正确');
    }
    if (row.total_chunks === 0) {
      await this.db.query('UPDATE uploads SET total_chunks = $2 WHERE id = $1 AND total_chunks = 0', [row.id, f.chunks]);
      const fixed = await one<{ total_chunks: number }>(this.db, 'SELECT total_chunks FROM uploads WHERE id = $1', [row.id]);
      if (fixed?.total_chunks !== f.chunks) throw badRequest('分片总数不一致');
    } else if (row.total_chunks !== f.chunks) {
      throw badRequest('分片总数不一致');
    }

    let held = row.received_chunks;
    if (row.held_sha256 !== null) {
      if (row.held_sha256 !== sha256) throw new ApiError(RET.CONFLICT, '分片内容与已收到的不一致');
    } else {
      // The room an announced size reserved covers its own chunks; anything else needs free room.
      const received = Number(row.received_bytes);
      const extra = declared > 0 ? Math.max(0, received + data.size - declared) : data.size;
      if (extra > 0 && (await this.quotaUsed(uid)) + extra > this.settings.quotaBytes) throw quotaExceeded();
      await putChunkOrRefuse(this.storage, storageKey(row.id), f.chunk, data.pieces);
      // The insert and the count in one statement. The UPDATE locks the upload's row, so of two
      // chunks recorded at the same time the later one counts the earlier one's chunk too.
      const counted = await one<{ received_chunks: number }>(
        this.db,
        `WITH ins AS (
           INSERT INTO upload_chunks (upload_id, idx, size, sha256) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING size
         )
         UPDATE uploads SET received_bytes = received_bytes + ins.size, received_chunks = received_chunks + 1, updated_at = $5
         FROM ins WHERE uploads.id = $1 RETURNING received_chunks`,
        [row.id, f.chunk, data.size, sha256, nowS()],
      );
      if (counted) {
        held = counted.received_chunks;
        // On an object store three held chunks become one multipart part (the last waits for the assembly).
        if (held < f.chunks) await this.storage.chunkRecorded?.(storageKey(row.id), f.chunk, f.chunks).catch((err: unknown) => this.log(`[uploads] part after chunk ${f.chunk} of ${row.id}: ${String(err)}`));
      }
      else {
        // Recorded meanwhile by another server process: the same bytes or a conflict.
        const other = await one<{ sha256: string; n: number }>(
          this.db,
          'SELECT c.sha256, u.received_chunks AS n FROM upload_chunks c JOIN uploads u ON u.id = c.upload_id WHERE c.upload_id = $1 AND c.idx = $2',
          [row.id, f.chunk],
        );
        if (other && other.sha256 !== sha256) throw new ApiError(RET.CONFLICT, '分片内容与已收到的不一致');
        held = other?.n ?? held;
      }
    }

    if (held < f.chunks) return { chunk: f.chunk, done: false, filepath: '' };
    const filepath = await this.assemble(row, f.chunks);
    if (filepath !== null) return { chunk: f.chunk, done: true, filepath };
    // Another request holding the last missing chunk assembled it meanwhile (or still is).
    const now = await one<UploadRow>(this.db, 'SELECT * FROM uploads WHERE id = $1', [row.id]);
    const finished = now?.state === 'complete' || now?.state === 'used';
    return { chunk: f.chunk, done: finished, filepath: finished ? (now?.filepath ?? '') : '' };
  }

  /** Runs `fn` after any earlier call with the same key has settled (in this process). */
  private async oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const before = this.busy.get(key);
    const run = before ? before.then(fn, fn) : fn();
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.busy.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.busy.get(key) === settled) this.busy.delete(key);
    }
  }

  /** Joins the chunks and judges the file; null when another request is already doing it. */
  private async assemble(row: UploadRow, chunks: number): Promise<string | null> {
    const claimed = await one<{ received_bytes: string | number }>(
      this.db,
      `UPDATE uploads SET state = 'assembling', updated_at = $2 WHERE id = $1 AND state = 'receiving' RETURNING received_bytes`,
      [row.id, nowS()],
    );
    if (!claimed) return null;
    const key = storageKey(row.id);
    try {
      const file = await this.storage.assemble(key, chunks, SOURCE_FILE);
      // The file is exactly the bytes recorded, or the store lost some: refused as broken.
      if ((await stat(file)).size !== Number(claimed.received_bytes)) throw new Error(`upload ${row.id}: assembled size differs from the chunks received`);
      let filepath: string;
      if (row.kind === 'video') {
        const check = await checkVideoFile(file);
        // Not a video, or one over the upload limits: the reply's msg says which.
        if (!check.ok) throw badRequest(check.message);
        filepath = row.file_key;
      } else {
        filepath = await this.publishCover(row, file);
        await this.storage.remove(key);
      }
      await this.db.query(`UPDATE uploads SET state = 'complete', filepath = $2, updated_at = $3 WHERE id = $1`, [row.id, filepath, nowS()]);
      await this.db.query('DELETE FROM upload_chunks WHERE upload_id = $1', [row.id]);
      return filepath;
    } catch (err) {
      // Refused or broken: nothing of this upload stays, on disk or in the table.
      await this.discard(row.id);
      throw err;
    }
  }

  private async publishCover(row: UploadRow, file: string): Promise<string> {
    const fh = await open(file, 'r');
    const head = Buffer.alloc(4100);
    try {
      await fh.read(head, 0, head.length, 0);
    } finally {
      await fh.close();
    }
    const ext = await coverExtension(head);
    if (!ext) throw badRequest('封面不是有效的图片');
    const name = `up-${row.uid}-${row.id}-${randomBytes(4).toString('hex')}.${ext}`;
    // Copied through the store: the upload folder and the media may sit on different disks or hosts.
    await this.media.putFile(`posters/${name}`, file);
    return `/media/posters/${name}`;
  }

  /** Removes an upload completely (its files, chunk rows and row). */
  async discard(id: number): Promise<void> {
    await this.storage.remove(storageKey(id));
    await this.db.query('DELETE FROM upload_chunks WHERE upload_id = $1', [id]);
    await this.db.query('DELETE FROM uploads WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM published_videos WHERE upload_id = $1)', [id]);
  }

  /**
   * Removes uploads nobody finished within `maxAgeMs` (still receiving, or a video assembled but
   * never saved), and folders in the store that no upload row claims.
   */
  async sweep(maxAgeMs = this.settings.maxAgeMs): Promise<number> {
    const cutoff = Math.floor((Date.now() - maxAgeMs) / 1000);
    const { rows } = await this.db.query<{ id: number }>(
      `SELECT u.id FROM uploads u
       WHERE u.updated_at < $1 AND (u.state IN ('receiving', 'assembling')
         OR (u.state = 'complete' AND u.kind = 'video' AND NOT EXISTS (SELECT 1 FROM published_videos p WHERE p.upload_id = u.id)))`,
      [cutoff],
    );
    for (const r of rows) await this.discard(r.id);
    const known = new Set((await this.db.query<{ id: number }>('SELECT id FROM uploads')).rows.map((r) => storageKey(r.id)));
    let orphans = 0;
    for (const entry of await this.storage.list()) {
      if (!known.has(entry.key) && entry.changedMs < Date.now() - maxAgeMs) {
        await this.storage.remove(entry.key).catch(() => {});
        orphans++;
      }
    }
    return rows.length + orphans;
  }

  /**
   * Marks a video upload used once its source file is gone. A published video keeps counting
   * against the quota (its stream is the user's stored content); a failed one frees its bytes.
   */
  async release(id: number, published: boolean, q: Queryable = this.db): Promise<void> {
    await q.query(
      `UPDATE uploads SET state = 'used', declared_size = 0, received_bytes = CASE WHEN $3 THEN received_bytes ELSE 0 END, updated_at = $2 WHERE id = $1`,
      [id, nowS(), published],
    );
  }

  /** This host's path of a video's source (it may have no copy: see localSource). */
  sourceFile(id: number): string {
    return this.storage.filePath(storageKey(id), SOURCE_FILE);
  }

  /** The source as a local file ffmpeg can read, fetched from the object store when this host has none. */
  localSource(id: number): Promise<string> {
    return this.storage.localFile(storageKey(id), SOURCE_FILE);
  }

  async removeFiles(id: number): Promise<void> {
    await rm(this.sourceFile(id), { force: true });
    await this.storage.remove(storageKey(id));
  }
}
