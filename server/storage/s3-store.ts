// The object store on the S3 API (issue 39): AWS S3, Alibaba OSS, Tencent COS, MinIO, Ceph
// radosgw. Generic S3 calls only, no vendor extension. Objects are private; a player reaches
// one through a presigned GET the API writes into the playlist (decision 058).
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { mediaTypeFor } from './media-types';
import { checkKey, type ByteRange, type ObjectStore, type StoredObject, type StoredPart } from './port';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (MinIO, Ceph, s3rver) rather than in the host name (AWS, OSS, COS). */
  forcePathStyle: boolean;
}

/** S3's own limit on a presigned URL's life. */
const MAX_PRESIGN_S = 7 * 24 * 3600;
/** Files sent at once by putTree (a ladder has a few hundred segments). */
const TREE_CONCURRENCY = 8;

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export class S3Store implements ObjectStore {
  readonly kind = 's3' as const;
  readonly where: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(s: S3Settings) {
    this.bucket = s.bucket;
    this.where = `${s.endpoint} bucket ${s.bucket}`;
    this.client = new S3Client({
      endpoint: s.endpoint,
      region: s.region,
      forcePathStyle: s.forcePathStyle,
      credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
      // Checksums only where S3 requires them: the newer default (CRC32 on every request) is
      // refused by several S3-compatible stores, and the code must stay generic.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | string, contentType?: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: body, ContentType: contentType ?? mediaTypeFor(key).mime }));
  }

  async putFile(key: string, file: string, contentType?: string): Promise<void> {
    const size = (await stat(file)).size;
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: createReadStream(file), ContentLength: size, ContentType: contentType ?? mediaTypeFor(key).mime }),
    );
  }

  async putTree(prefix: string, dir: string): Promise<void> {
    const base = prefix.replace(/\/+$/, '');
    const files: string[] = [];
    const walk = async (d: string): Promise<void> => {
      for (const e of await readdir(d, { withFileTypes: true })) {
        const full = join(d, e.name);
        if (e.isDirectory()) await walk(full);
        else if (e.isFile()) files.push(full);
      }
    };
    await walk(dir);
    // The completion marker last, so a reader that finds it finds everything.
    const marker = files.filter((f) => f.endsWith('.complete.json'));
    const rest = files.filter((f) => !f.endsWith('.complete.json'));
    const keyOf = (f: string) => `${base}/${relative(dir, f).split(sep).join('/')}`;
    for (let i = 0; i < rest.length; i += TREE_CONCURRENCY) {
      await Promise.all(rest.slice(i, i + TREE_CONCURRENCY).map((f) => this.putFile(keyOf(f), f)));
    }
    for (const f of marker) await this.putFile(keyOf(f), f);
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return (r.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return { key, size: r.ContentLength ?? 0, changedMs: r.LastModified?.getTime() ?? 0, etag: r.ETag ?? '' };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const out: StoredObject[] = [];
    let token: string | undefined;
    do {
      const r = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of r.Contents ?? []) {
        if (o.Key) out.push({ key: o.Key, size: o.Size ?? 0, changedMs: o.LastModified?.getTime() ?? 0, etag: o.ETag ?? '' });
      }
      token = r.IsTruncated ? r.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async removePrefix(prefix: string): Promise<void> {
    // One DeleteObject per key: DeleteObjects needs a Content-MD5 some S3 engines still insist
    // on and others refuse as a checksum mode; a stream's few hundred keys go a batch at a time.
    const keys = (await this.list(prefix)).map((o) => o.key);
    for (let i = 0; i < keys.length; i += TREE_CONCURRENCY * 2) {
      await Promise.all(keys.slice(i, i + TREE_CONCURRENCY * 2).map((k) => this.remove(k)));
    }
  }

  async signedUrl(key: string, ttlS: number): Promise<string> {
    const expiresIn = Math.max(1, Math.min(MAX_PRESIGN_S, Math.floor(ttlS)));
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }), { expiresIn });
  }

  async beginParts(key: string): Promise<string> {
    const r = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: checkKey(key), ContentType: 'application/octet-stream' }));
    if (!r.UploadId) throw new Error(`the store started no multipart upload for ${key}`);
    return r.UploadId;
  }

  async putPart(key: string, id: string, n: number, body: Buffer): Promise<string> {
    const r = await this.client.send(new UploadPartCommand({ Bucket: this.bucket, Key: checkKey(key), UploadId: id, PartNumber: n, Body: body, ContentLength: body.length }));
    if (!r.ETag) throw new Error(`the store gave no ETag for part ${n} of ${key}`);
    return r.ETag;
  }

  async completeParts(key: string, id: string, parts: readonly StoredPart[]): Promise<void> {
    const sorted = [...parts].sort((a, b) => a.n - b.n).map((p) => ({ PartNumber: p.n, ETag: p.etag }));
    await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: checkKey(key), UploadId: id, MultipartUpload: { Parts: sorted } }));
  }

  async abortParts(key: string, id: string): Promise<void> {
    await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: checkKey(key), UploadId: id }));
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}
