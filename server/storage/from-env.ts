// Which store a process uses: S3 when S3_ENDPOINT and S3_BUCKET are set (the API hosts and the
// workers of a scale-out deployment share one bucket), else the local media folder.
import { LocalFolderStore } from './local-folder-store';
import type { ObjectStore } from './port';
import { S3Store } from './s3-store';

export function storeFromEnv(env: NodeJS.ProcessEnv, mediaDir: string): ObjectStore {
  const endpoint = env.S3_ENDPOINT?.trim();
  const bucket = env.S3_BUCKET?.trim();
  if (!endpoint || !bucket) return new LocalFolderStore(mediaDir);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (!!accessKeyId !== !!secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  return new S3Store({
    endpoint,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    // Path style unless told otherwise: the self-hosted engines (MinIO, Ceph) need it, and AWS,
    // OSS and COS still answer it on their regional endpoints.
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== '0' && env.S3_FORCE_PATH_STYLE !== 'false',
  });
}
