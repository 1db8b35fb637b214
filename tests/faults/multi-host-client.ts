// The member's side of the multi-host test (multi-host.test.ts), run INSIDE the client's network
// namespace so every request it makes goes over the test's own veths to hosts A and B. Reads its
// settings as JSON in argv[2]; writes one JSON line per step on stdout; waits for a line on stdin
// where the test kills host A. All socket traffic is socket.io-client as the app's.
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import type { Barrage } from '../../src/api/contract/barrage';
import { getBarrageList } from '../../src/api/contract/barrage';
import { BARRAGE_SOCKET_EVENT } from '../../src/api/contract/player-extra';
import { signedQuery } from '../server/harness';
import { ownTrend, publishClip, register, waitFor, type Member } from './harness/publish-kit';

const { a, b, clipFile } = JSON.parse(process.argv[2]) as { a: string; b: string; clipFile: string };
const say = (step: string, data: object = {}) => process.stdout.write(`${JSON.stringify({ step, ...data })}\n`);
const stdin = createInterface({ input: process.stdin });
const nextLine = () => new Promise<string>((resolve) => stdin.once('line', resolve));

interface Ack { ret: number; msg?: string }

async function socketTo(url: string, mediaKey: string, member?: Member): Promise<Socket> {
  const s = io(url, { transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  if (member) {
    const r = (await s.timeout(10_000).emitWithAck('conn', { token: member.token, version: '1.0.3' })) as Ack;
    if (r.ret !== 200) throw new Error(`conn on ${url}: ${r.ret}`);
  }
  const j = (await s.timeout(10_000).emitWithAck('joinVideoRoom', { mediaKey })) as Ack;
  if (j.ret !== 200) throw new Error(`joinVideoRoom on ${url}: ${j.ret}`);
  return s;
}

async function main(): Promise<void> {
  const clip = readFileSync(clipFile);
  // 1. Upload through A; the worker transcodes; the author follows it on B.
  const m = await register(a, 'mh');
  const { trendId } = await publishClip(a, m, clip, '多主机上传');
  const progress: number[] = [];
  const done = await waitFor('published on B', async () => {
    const t = await ownTrend(b, m, trendId);
    if (t?.state === 'processing' && t.progress !== undefined) progress.push(t.progress);
    return t?.state === 'published' ? t : null;
  }, 150_000);
  const mediaKey = done.mediaKey ?? String(done.videoId);
  // 2. It plays from B: the master playlist, a variant, a segment.
  const masterUrl = new URL(done.videoUrl, b);
  const master = await fetch(masterUrl);
  const masterText = await master.text();
  const variantUrl = new URL(masterText.split('\n').find((l) => l && !l.startsWith('#')) ?? '', masterUrl);
  const variant = await fetch(variantUrl);
  const variantText = await variant.text();
  const segUrl = new URL(variantText.split('\n').find((l) => l && !l.startsWith('#')) ?? '', variantUrl);
  const seg = await fetch(segUrl);
  const segBytes = (await seg.arrayBuffer()).byteLength;
  // The stream key from the master playlist's path: /media/hls/<streamKey>/...
  const streamKey = masterUrl.pathname.split('/')[3] ?? '';
  say('played', {
    progress, state: done.state, statuses: [master.status, variant.status, seg.status], segBytes, mediaKey, streamKey,
    segOrigin: segUrl.origin, segSigned: segUrl.searchParams.has('X-Amz-Signature'),
  });

  // 3. A barrage sent on A reaches a socket on B (the Redis adapter).
  const watcherOnB = await socketTo(b, mediaKey);
  const received: string[] = [];
  watcherOnB.on(BARRAGE_SOCKET_EVENT, (x: { content: string }) => received.push(x.content));
  let session = await socketTo(a, mediaKey, m);
  const send = async (s: Socket, content: string) => ((await s.timeout(3000).emitWithAck(BARRAGE_SOCKET_EVENT, { content, time: 1 }).catch(() => ({ ret: -1 }))) as Ack).ret;
  const sent: string[] = [];
  const ackA = await send(session, '甲机弹幕1');
  sent.push('甲机弹幕1');
  await waitFor('barrage from A on B', async () => received.includes('甲机弹幕1'), 10_000);
  say('relayed', { ackA, received: [...received] });

  // 4. Host A is killed mid-session; the client moves to B with the same token (no login) and
  // re-sends what was not acknowledged.
  const disconnected = new Promise<void>((resolve) => session.once('disconnect', () => resolve()));
  say('kill-a');
  await nextLine();
  await disconnected;
  const pending = ['切换弹幕2'];
  const inFlight = await send(session, pending[0]);
  session = await socketTo(b, mediaKey, m);
  const acks: number[] = [];
  for (const content of [...pending, '乙机弹幕3']) {
    acks.push(await send(session, content));
    sent.push(content);
  }
  await waitFor('every barrage live on B', async () => sent.every((c) => received.includes(c)), 10_000);
  const list = (await (await fetch(`${b}${getBarrageList.path}?${signedQuery({ mediaKey, start: 0, end: 600 })}`, { headers: m.headers })).json()) as { ret: number; data: { list: Barrage[] } };
  const me = (await (await fetch(`${b}/api/User/GetUserInfo`, { method: 'POST', headers: { 'content-type': 'application/json', ...m.headers }, body: '{}' })).json()) as Ack;
  say('moved', { inFlight, acks, received: [...received], stored: list.data.list.map((x) => x.content), listRet: list.ret, userInfoRet: me.ret });
  watcherOnB.disconnect();
  session.disconnect();
  stdin.close();
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    say('error', { message: err instanceof Error ? err.stack ?? err.message : String(err) });
    process.exit(1);
  },
);
