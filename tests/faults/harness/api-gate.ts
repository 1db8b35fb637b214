// A loopback HTTP proxy in front of one reference server that a fault test switches off and on:
// while it is "away", every request and socket upgrade that `keep` does not pass is cut (its TCP
// connection destroyed, as a dead host or a dropped route would), and the open connections are
// cut too, WebSockets included. What `keep` passes (the media files, which a deployment serves
// from a CDN that the API's outage does not take down) goes on being forwarded. loseAnswers()
// models the other half of a failure: the request reaches the server and is done there, and the
// answer is lost on the way back (the client's connection cut once the server has replied).
import http from 'node:http';
import net from 'node:net';

export interface ApiGate {
  /** The proxy's URL: the browser and the test's own calls go through it. */
  readonly url: string;
  /** Cuts every connection not busy with a kept request, and refuses the rest until back(). */
  away(): void;
  back(): void;
  /**
   * From now on a request whose path `match` passes is forwarded, the server's whole answer read,
   * and then the client's connection destroyed instead of answering; null forwards answers again.
   */
  loseAnswers(match: ((path: string) => boolean) | null): void;
  /** Requests and upgrades refused since the start. */
  refused(): number;
  /** The bodies of the answers the server gave that the client never got (loseAnswers). */
  lostAnswers(): readonly string[];
  close(): Promise<void>;
}

export async function startApiGate(upstream: string, keep: (path: string) => boolean): Promise<ApiGate> {
  const up = new URL(upstream);
  const port = Number(up.port);
  let down = false;
  let refused = 0;
  let lose: ((path: string) => boolean) | null = null;
  const lost: string[] = [];
  /** Client connections, each with whether it is serving a kept request now. */
  const conns = new Map<net.Socket, { keptBusy: boolean }>();
  const tunnels = new Set<net.Socket>();

  const server = http.createServer((req, res) => {
    const pass = keep(req.url ?? '/');
    if (down && !pass) {
      refused++;
      req.socket.destroy();
      return;
    }
    const state = conns.get(req.socket);
    if (state) state.keptBusy = pass;
    res.once('close', () => {
      if (state) state.keptBusy = false;
    });
    const losing = lose?.(req.url ?? '/') ?? false;
    const fwd = http.request({ host: up.hostname, port, method: req.method, path: req.url, headers: req.headers }, (r) => {
      if (losing) {
        const body: Buffer[] = [];
        r.on('data', (b: Buffer) => body.push(b));
        r.once('end', () => {
          lost.push(Buffer.concat(body).toString('utf8'));
          req.socket.destroy();
        });
        return;
      }
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    fwd.on('error', () => res.destroy());
    req.pipe(fwd);
  });
  server.on('connection', (s) => {
    conns.set(s, { keptBusy: false });
    s.once('close', () => conns.delete(s));
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    if (down && !keep(req.url ?? '/')) {
      refused++;
      socket.destroy();
      return;
    }
    const u = net.connect(port, up.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      u.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) u.write(head);
      socket.pipe(u);
      u.pipe(socket);
    });
    tunnels.add(socket);
    const end = () => {
      tunnels.delete(socket);
      socket.destroy();
      u.destroy();
    };
    u.on('error', end);
    u.on('close', end);
    socket.on('error', end);
    socket.on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const addr = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${addr.port}`,
    away() {
      down = true;
      for (const s of tunnels) s.destroy();
      for (const [s, st] of conns) if (!st.keptBusy) s.destroy();
    },
    back() {
      down = false;
    },
    loseAnswers(match) {
      lose = match;
    },
    refused: () => refused,
    lostAnswers: () => lost,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of tunnels) s.destroy();
        for (const s of conns.keys()) s.destroy();
        server.close(() => resolve());
      }),
  };
}
