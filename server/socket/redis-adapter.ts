// Several server processes behind one address share their socket rooms through Redis (when
// REDIS_URL is set): a logout on one process unbinds the user's sockets on all of them, and a
// room broadcast (barrage, private message) reaches sockets held by the others.
// The adapter is imported only when used, so a single-process install never loads it.
import type { Server } from 'socket.io';
import { Redis } from 'ioredis';

/** Puts `io` on the Redis adapter; the returned function closes its two connections. */
export async function attachRedisAdapter(io: Server, redisUrl: string): Promise<() => Promise<void>> {
  const { createAdapter } = await import('@socket.io/redis-adapter');
  // The command timeout ends a cluster request (fetchSockets' server count) that a Redis which
  // stopped answering without closing its socket would leave waiting.
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
  const sub = pub.duplicate();
  // ioredis reconnects by itself; say once per outage that rooms are not shared meanwhile.
  let down = false;
  for (const c of [pub, sub]) {
    c.on('error', (err: Error) => {
      if (!down) console.warn(`[socket] Redis adapter: ${err.message}; rooms are not shared until it reconnects`);
      down = true;
    });
    c.on('ready', () => (down = false));
  }
  // The adapter publishes without waiting (every broadcast, every cluster request) and never
  // catches: while Redis is away each of those publishes rejects, and one unhandled rejection
  // ends the whole process (issue 40). Such a message is lost either way (rooms are not shared
  // until Redis returns; local sockets got theirs), so its rejection is dropped here.
  const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
  pub.publish = ((...args: unknown[]) => {
    const sent = publish(...args);
    sent.catch(() => {});
    return sent;
  }) as typeof pub.publish;
  io.adapter(createAdapter(pub, sub));
  // quit, not disconnect: it lets commands in flight (the adapter's publishes) finish first.
  return async () => {
    await Promise.allSettled([pub.quit(), sub.quit()]);
  };
}
