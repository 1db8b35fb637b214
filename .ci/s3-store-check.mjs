// The check .ci/s3-store.sh runs once the store is up (decision 059): the calls the storage
// adapter makes, with the same SDK and the same settings (path style, checksums only where
// required), on the TEST_S3_* variables. Exits non-zero, with the failing step, on any mismatch.
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { createRequire } from 'node:module';
import process from 'node:process';
import { URL } from 'node:url';

// Node's own fetch (no module exports it); the lint's browser-free globals do not list it.
const { fetch } = globalThis;

// From the repository's node_modules, whatever folder this runs from.
const require = createRequire(new URL('../package.json', import.meta.url));
const s3 = require('@aws-sdk/client-s3');
const { getSignedUrl } = require('@aws-sdk/s3-request-presigner');

const env = process.env;
const Bucket = env.TEST_S3_BUCKET;
const client = new s3.S3Client({
  endpoint: env.TEST_S3_ENDPOINT,
  region: env.TEST_S3_REGION,
  forcePathStyle: env.TEST_S3_FORCE_PATH_STYLE === '1',
  credentials: { accessKeyId: env.TEST_S3_ACCESS_KEY_ID, secretAccessKey: env.TEST_S3_SECRET_ACCESS_KEY },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

let step = '';
const expect = (ok, what) => {
  if (!ok) throw new Error(what);
};

try {
  step = 'put';
  await client.send(new s3.PutObjectCommand({ Bucket, Key: 'ci-check/small.txt', Body: 'small object', ContentType: 'text/plain' }));

  step = 'get';
  const got = await client.send(new s3.GetObjectCommand({ Bucket, Key: 'ci-check/small.txt' }));
  expect((await got.Body.transformToString()) === 'small object', 'get returned other bytes');

  // S3 refuses a part under 5 MiB unless it is the last: one of exactly 5 MiB, then a small one.
  step = 'multipart';
  const Key = 'ci-check/multi.bin';
  const first = Buffer.alloc(5 * 1024 * 1024, 7);
  const last = Buffer.from('last part');
  const { UploadId } = await client.send(new s3.CreateMultipartUploadCommand({ Bucket, Key }));
  const p1 = await client.send(new s3.UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 1, Body: first }));
  const p2 = await client.send(new s3.UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 2, Body: last }));
  const listed = await client.send(new s3.ListPartsCommand({ Bucket, Key, UploadId }));
  expect(listed.Parts?.length === 2, `the upload lists ${listed.Parts?.length} parts`);
  await client.send(
    new s3.CompleteMultipartUploadCommand({
      Bucket,
      Key,
      UploadId,
      MultipartUpload: { Parts: [{ PartNumber: 1, ETag: p1.ETag }, { PartNumber: 2, ETag: p2.ETag }] },
    }),
  );
  const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key }));
  expect(head.ContentLength === first.length + last.length, `the multipart object is ${head.ContentLength} bytes`);
  const tail = await client.send(new s3.GetObjectCommand({ Bucket, Key, Range: `bytes=${first.length}-` }));
  expect((await tail.Body.transformToString()) === 'last part', 'a range read of the last part returned other bytes');

  step = 'list';
  const list = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: 'ci-check/' }));
  const keys = (list.Contents ?? []).map((o) => o.Key).sort();
  expect(keys.join(',') === 'ci-check/multi.bin,ci-check/small.txt', `list returned ${keys.join(',')}`);

  // The player's path: a presigned GET with no credentials of its own; a tampered one is refused.
  step = 'presigned GET';
  const url = await getSignedUrl(client, new s3.GetObjectCommand({ Bucket, Key: 'ci-check/small.txt' }), { expiresIn: 60 });
  const signed = await fetch(url);
  expect(signed.status === 200 && (await signed.text()) === 'small object', `presigned GET answered ${signed.status}`);
  const tampered = await fetch(url.replace('small.txt', 'multi.bin'));
  expect(tampered.status === 403, `a presigned URL for another key answered ${tampered.status}`);
  const anonymous = await fetch(`${env.TEST_S3_ENDPOINT}/${Bucket}/ci-check/small.txt`);
  expect(anonymous.status === 403, `an unsigned GET answered ${anonymous.status}`);

  step = 'delete';
  await client.send(new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((k) => ({ Key: k })) } }));
  const after = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: 'ci-check/' }));
  expect((after.KeyCount ?? 0) === 0, `${after.KeyCount} objects left after delete`);

  console.error('[s3-store] check passed: put, get, multipart (5 MiB + 9 B), list, presigned GET, delete (@aws-sdk/client-s3)');
} catch (err) {
  console.error(`[s3-store] check failed at ${step}: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
