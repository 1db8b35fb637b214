// `npm run bench -- scan`: scan-to-login latency on loopback. A server (PGlite) in this
// process, one TV socket and one signed-in phone; per try the TV asks for a ticket, the phone
// confirms over HTTP, and the clock runs from just before the confirm request until the TV
// socket receives `scanLogin` with the user (and, second figure, until the TV's socket is bound
// with the received token, i.e. the TV is signed in). 50 tries (10 with --quick), 3 warm-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io as connect } from 'socket.io-client';
import {
  confirmLoginTicket, LOGIN_TICKET_SOCKET_EVENT, SCAN_LOGIN_SOCKET_EVENT, type ScanLoginEvent,
} from '../../src/api/contract/account';
import type { User } from '../../src/api/contract/common';
import { startServer } from '../../server/app';
import { benchSecret } from './bench-secret';

const p = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const r = (v: number) => Math.round(v * 100) / 100;
  return { n: s.length, min: r(s[0]), p50: r(p(s, 0.5)), p95: r(p(s, 0.95)), max: r(s[s.length - 1]) };
};

export async function runScanBench(opts: { quick: boolean }): Promise<object> {
  const tries = opts.quick ? 10 : 50;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-scan-'));
  const server = await startServer({
    port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: null, logger: false, databaseUrl: '', dataDir,
    mediaDir: dataDir, tokenSecret: benchSecret(), limitExemptAddresses: ['127.0.0.1'],
  });
  const tv = connect(server.url, { transports: ['websocket'], forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve, reject) => {
      tv.once('connect', () => resolve());
      tv.once('connect_error', reject);
    });
    const reg = await fetch(`${server.url}/api/Login/Register`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: `bench${Date.now().toString(36)}`, password: 'bench1234' }),
    }).then((r) => r.json() as Promise<{ data: User }>);
    const t = reg.data.token;
    const phoneHeaders = { 'content-type': 'application/json', uid: String(t.uid), gid: String(t.gid), sign: t.sign, expire: String(t.expire), login_uid: String(t.uid) };

    const toEvent: number[] = [];
    const toBound: number[] = [];
    const confirmReply: number[] = [];
    for (let i = 0; i < tries + 3; i++) {
      const ack = (await tv.timeout(5000).emitWithAck(LOGIN_TICKET_SOCKET_EVENT, { deviceId: 'bench-tv-device' })) as { ret: number; data: { ticket: string } };
      if (ack.ret !== 200) throw new Error(`loginTicket: ret ${ack.ret}`);
      const heard = new Promise<[ScanLoginEvent, number]>((resolve) => tv.once(SCAN_LOGIN_SOCKET_EVENT, (ev: ScanLoginEvent) => resolve([ev, performance.now()])));
      const t0 = performance.now();
      const reply = fetch(`${server.url}${confirmLoginTicket.path.toLowerCase()}`, {
        method: 'POST', headers: phoneHeaders, body: JSON.stringify({ ticket: ack.data.ticket, allow: true }),
      }).then(async (r) => [(await r.json()) as { ret: number }, performance.now()] as const);
      const [[ev, t1], [res, tr]] = await Promise.all([heard, reply]);
      if (res.ret !== 200 || ev.status !== 'confirmed' || !ev.user) throw new Error(`confirm: ret ${res.ret}, event ${ev.status}`);
      const bound = (await tv.timeout(5000).emitWithAck('conn', { token: ev.user.token, version: 'bench' })) as { ret: number };
      const t2 = performance.now();
      if (bound.ret !== 200) throw new Error(`conn: ret ${bound.ret}`);
      if (i < 3) continue;
      toEvent.push(t1 - t0);
      toBound.push(t2 - t0);
      confirmReply.push(tr - t0);
    }
    const event = stats(toEvent);
    return {
      tries,
      backend: 'pglite, one process, loopback',
      confirmToTvEventMs: event,
      confirmToTvSignedInMs: stats(toBound),
      confirmHttpReplyMs: stats(confirmReply),
      targets: { p95AtMost500ms: { p95: event.p95, met: event.p95 <= 500 } },
    };
  } finally {
    tv.disconnect();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
