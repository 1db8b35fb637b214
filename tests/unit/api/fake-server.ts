// A fake transport: records each request and answers with the given handler.
import { setTransport, TransportError, type TransportRequest } from '@src/api/transport';

export interface Seen {
  req: TransportRequest;
  url: URL;
  headers: Record<string, string>;
}

type Answer = { status?: number; data: unknown };
export type Reply = Answer | Error | ((req: TransportRequest) => Promise<Answer>);

export function fakeServer(reply: Reply) {
  const seen: Seen[] = [];
  setTransport(async (req) => {
    seen.push({ req, url: new URL(req.url, 'http://localhost'), headers: req.headers });
    if (req.signal?.aborted) throw new TransportError('aborted', 'aborted');
    const aborted = new Promise<never>((_, reject) => req.signal?.addEventListener('abort', () => reject(new TransportError('aborted', 'aborted'))));
    const r = typeof reply === 'function' ? await Promise.race([reply(req), aborted]) : reply;
    if (r instanceof Error) throw r;
    return { status: r.status ?? 200, body: typeof r.data === 'string' ? r.data : JSON.stringify(r.data) };
  });
  return seen;
}

export const ok = (data: unknown, msg = '') => ({ data: { ret: 200, msg, data } });
