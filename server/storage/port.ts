// The storage port (decision 049, issue 39): where media and upload bytes live, keyed by kind
// with one prefix each: hls/<streamKey>/..., posters/..., avatars/..., subtitles/...,
// uploads/<uploadKey>/.... A low floor: it imports nothing from http/, uploads/ or media/, so
// routes, uploads and media reach bytes through it and never through an SDK or MEDIA_DIR.
import type { Readable } from 'node:stream';

/** What the store knows of one object. `etag` is opaque (quotes included when the store gives them). */
export interface StoredObject {
  key: string;
  size: number;
  changedMs: number;
  etag: string;
}

/** Bytes `start..end` inclusive, as HTTP ranges count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A multipart part as the store acknowledged it (its ETag is needed to complete). */
export interface StoredPart {
  n: number;
  etag: string;
}

export interface ObjectStore {
  /** 'local' serves its bytes through the API (signed paths); 's3' can sign its own URLs. */
  readonly kind: 'local' | 's3';
  /** Where it keeps things, for logs (a folder or endpoint + bucket; never a secret). */
  readonly where: string;
  put(key: string, body: Buffer | string, contentType?: string): Promise<void>;
  /** Stores a local file under `key` (streamed; the file stays). */
  putFile(key: string, file: string, contentType?: string): Promise<void>;
  /**
   * Moves a local folder's files under `prefix` (prefix/relative/path), dot files included.
   * The folder may be gone afterwards (the local store renames it into place).
   */
  putTree(prefix: string, dir: string): Promise<void>;
  /** The object's bytes (a range of them when asked), or null when there is no such key. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(prefix: string): Promise<StoredObject[]>;
  remove(key: string): Promise<void>;
  removePrefix(prefix: string): Promise<void>;
  /** A URL the store itself answers for `ttlS` seconds (S3 presigned GET); null where the API serves the bytes. */
  signedUrl(key: string, ttlS: number): Promise<string | null>;
  /** Starts a multipart object at `key`; returns its id. */
  beginParts(key: string): Promise<string>;
  /** Part `n` (1-based; every part but the last at least 5 MiB on S3); returns its ETag. */
  putPart(key: string, id: string, n: number, body: Buffer): Promise<string>;
  /** Joins the parts, in `n` order, into the object at `key`. */
  completeParts(key: string, id: string, parts: readonly StoredPart[]): Promise<void>;
  abortParts(key: string, id: string): Promise<void>;
  close(): Promise<void>;
}

/** Prefixes /media/ may serve from a store: never uploads/ (a member's unpublished source). */
export const SERVED_PREFIXES = ['hls/', 'posters/', 'avatars/', 'subtitles/'] as const;

/** A key the server made: relative, no `..`, no empty or dot-leading segment except dot files. */
export function checkKey(key: string): string {
  if (!key || key.length > 1000 || key.startsWith('/') || key.includes('\\') || key.includes('\0')) throw new Error(`bad object key ${JSON.stringify(key)}`);
  if (key.split('/').some((p) => p === '' || p === '.' || p === '..')) throw new Error(`bad object key ${JSON.stringify(key)}`);
  return key;
}
