// A real S3 store for the tests. With TEST_S3_ENDPOINT (and TEST_S3_BUCKET, keys, region) set,
// as .ci/s3-store.sh does when it has started Ceph's radosgw on loopback, that store is used;
// otherwise the npm s3rver runs as a child process on a free loopback port in a temporary
// folder. Each call gets a bucket of its own, emptied and removed by stop().
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand, ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { S3Store, type S3Settings } from '../../server/storage/s3-store';
import { freePort } from './redis-server';

export interface TestS3 {
  settings: S3Settings;
  /** 'external': the store named by TEST_S3_* (radosgw in CI); 's3rver': the npm one. */
  engine: 'external' | 's3rver';
  /**
   * Whether the store refuses unsigned and mis-signed requests. s3rver does not (it serves
   * anonymous requests and does not check V4 signatures, only their expiry), so the tests of
   * refusal by the store itself run on the external store only.
   */
  checksSignatures: boolean;
  /** The variables a server process reads (storeFromEnv). */
  env: Record<string, string>;
  store(): S3Store;
  stop(): Promise<void>;
}

export interface StartS3Options {
  /** Address s3rver listens on (default loopback); a test of several hosts gives a namespace's. */
  address?: string;
  /** Starts s3rver's command another way (inside a network namespace). */
  spawn?: (command: string, args: string[]) => ChildProcess;
}

const require = createRequire(import.meta.url);

function clientFor(s: S3Settings): S3Client {
  return new S3Client({
    endpoint: s.endpoint, region: s.region, forcePathStyle: s.forcePathStyle,
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function startS3rver(o: StartS3Options): Promise<{ endpoint: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const address = o.address ?? '127.0.0.1';
  const port = await freePort();
  const bin = path.join(path.dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const args = [bin, '--directory', dir, '--address', address, '--port', String(port), '--silent', '--no-vhost-buckets'];
  const proc = o.spawn ? o.spawn(process.execPath, args) : spawn(process.execPath, args, { stdio: 'ignore' });
  const endpoint = `http://${address}:${port}`;
  const probe = clientFor({ endpoint, bucket: '', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true });
  for (let i = 0; ; i++) {
    try {
      await probe.send(new ListBucketsCommand({}));
      break;
    } catch (err) {
      if (i > 150 || proc.exitCode !== null) {
        proc.kill('SIGKILL');
        throw new Error(`s3rver did not start: ${String(err)}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  probe.destroy();
  return {
    endpoint,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) {
        await new Promise<void>((resolve) => {
          proc.once('exit', () => resolve());
          proc.kill('SIGTERM');
        });
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function startS3(o: StartS3Options = {}): Promise<TestS3> {
  const external = process.env.TEST_S3_ENDPOINT;
  let base: Omit<S3Settings, 'bucket'>;
  let stopServer = async () => {};
  let bucketStem: string;
  if (external) {
    base = {
      endpoint: external, region: process.env.TEST_S3_REGION || 'us-east-1',
      accessKeyId: process.env.TEST_S3_ACCESS_KEY_ID, secretAccessKey: process.env.TEST_S3_SECRET_ACCESS_KEY, forcePathStyle: true,
    };
    bucketStem = process.env.TEST_S3_BUCKET || 'test';
  } else {
    const server = await startS3rver(o);
    stopServer = server.stop;
    base = { endpoint: server.endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
    bucketStem = 'test';
  }
  // A bucket per test file: upload keys (u<id>) repeat between database schemas.
  const settings: S3Settings = { ...base, bucket: `${bucketStem}-${randomBytes(4).toString('hex')}` };
  const admin = clientFor(settings);
  await admin.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  const stores: S3Store[] = [];
  return {
    settings,
    engine: external ? 'external' : 's3rver',
    checksSignatures: !!external,
    env: {
      S3_ENDPOINT: settings.endpoint, S3_BUCKET: settings.bucket, S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId ?? '', S3_SECRET_ACCESS_KEY: settings.secretAccessKey ?? '', S3_FORCE_PATH_STYLE: '1',
    },
    store() {
      const s = new S3Store(settings);
      stores.push(s);
      return s;
    },
    async stop() {
      const cleaner = new S3Store(settings);
      await cleaner.removePrefix('').catch(() => {});
      await cleaner.close();
      await admin.send(new DeleteBucketCommand({ Bucket: settings.bucket })).catch(() => {});
      admin.destroy();
      for (const s of stores) await s.close();
      await stopServer();
    },
  };
}
