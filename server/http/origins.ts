// Which browser origins may call the API with credentials (issue 8, point 8): the page's own
// origin always, and the origins listed in CORS_ORIGINS (comma-separated, e.g. the mobile site
// when the API runs on its `api.` sibling host, or `null` for a packaged TV app running from
// file://). Any other origin gets no CORS headers, so the browser keeps its replies from the
// page, and its socket.io handshake is refused.
export interface OriginPolicy {
  /** True when a request from `origin` (its Origin header) to `host` (its Host header) may read replies. */
  allows(origin: string | undefined, host: string | undefined): boolean;
  readonly listed: readonly string[];
}

/** Normalizes "https://M.Example.com/" to "https://m.example.com"; 'null' stays 'null'. */
export function normOrigin(o: string): string {
  const t = o.trim();
  if (t === 'null') return t;
  try {
    return new URL(t).origin;
  } catch {
    return t.toLowerCase();
  }
}

export function parseOriginList(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean).map(normOrigin);
}

export function originPolicy(listed: readonly string[] = []): OriginPolicy {
  const set = new Set(listed.map(normOrigin));
  return {
    listed: [...set],
    allows(origin, host) {
      if (origin === undefined) return true; // not a cross-origin browser request
      if (set.has(normOrigin(origin))) return true;
      if (!host || origin === 'null') return false;
      try {
        return new URL(origin).host.toLowerCase() === host.toLowerCase();
      } catch {
        return false;
      }
    },
  };
}
