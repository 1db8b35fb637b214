// Cancelable requests: `latest(key)` aborts the previous request of the same key, so a list
// refetched quickly (GetShieldUserList) never lets a stale reply land after a fresh one.
const controllers = new Map<string, AbortController>();

export function latest(key: string): AbortSignal {
  controllers.get(key)?.abort();
  const c = new AbortController();
  controllers.set(key, c);
  return c.signal;
}
