// The object store of the multi-host test (decision 067): CI's radosgw listens on the test
// machine's loopback (.ci/s3-store.sh), which no namespace can reach: they have no route out. The
// bridge gives it an address of the test's own /24 without adding any link or address to the
// machine's namespace: a forwarder inside host `host`'s namespace listens on that host's address
// and passes each connection through a Unix socket (a file, so it crosses namespaces) to a
// forwarder in this process, which connects to the store's loopback port and nothing else. Bytes
// pass unchanged, Host header included, so SigV4 signatures (the SDK's and the presigned URLs')
// are checked by the store against the bridge address they were made for.
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestNet } from './netns';

export interface StoreBridge {
  /** The store's endpoint as the namespaces reach it: http://<host's address>:<port>. */
  readonly endpoint: string;
  /** Connections the loopback side has passed to the store. */
  connections(): number;
  stop(): Promise<void>;
}

const pipeBoth = (a: Socket, b: Socket) => {
  a.pipe(b);
  b.pipe(a);
  a.on('error', () => b.destroy());
  b.on('error', () => a.destroy());
  a.on('close', () => b.destroy());
  b.on('close', () => a.destroy());
};

// Run by node inside the namespace: argv = address, port, Unix socket path.
const IN_NAMESPACE = `
const net = require('node:net');
const [address, port, sock] = process.argv.slice(1);
const server = net.createServer((c) => {
  const up = net.createConnection(sock);
  c.pipe(up); up.pipe(c);
  for (const [x, y] of [[c, up], [up, c]]) { x.on('error', () => y.destroy()); x.on('close', () => y.destroy()); }
});
server.listen(Number(port), address, () => console.log('ready'));
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
`;

/** Bridges `target` (an http://127.0.0.1:PORT store) to host `host`'s address, same port; `dir` holds the socket. */
export async function bridgeStore(target: string, net: TestNet, host: string, dir: string): Promise<StoreBridge> {
  const t = new URL(target);
  if (t.hostname !== '127.0.0.1' && t.hostname !== 'localhost') throw new Error(`the bridge reaches a loopback store only, not ${t.hostname}`);
  const port = Number(t.port || 80);
  const sock = join(dir, 'store-bridge.sock');
  let passed = 0;
  const live = new Set<Socket>();
  const server: Server = createServer((c) => {
    passed++;
    const up = createConnection(port, '127.0.0.1');
    live.add(c).add(up);
    c.on('close', () => live.delete(c));
    up.on('close', () => live.delete(up));
    pipeBoth(c, up);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(sock, resolve);
  });
  const w = net.wrap(host);
  const address = net.addr(host);
  const child: ChildProcess = spawn(w[0], [...w.slice(1), process.execPath, '-e', IN_NAMESPACE, address, String(port), sock], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (c) => reject(new Error(`store bridge in ${host} exited ${c}`)));
    createInterface({ input: child.stdout! }).on('line', (l) => l === 'ready' && resolve());
  });
  return {
    endpoint: `http://${address}:${port}`,
    connections: () => passed,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGKILL');
        await gone;
      }
      for (const s of live) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
