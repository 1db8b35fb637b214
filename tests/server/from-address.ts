// Requests from another loopback address (127.0.0.x): Linux routes all of 127/8 to lo, so a
// socket bound to 127.0.0.7 reaches the server on 127.0.0.1 and the server sees 127.0.0.7 as
// the client address. The per-address limits are tested this way without touching the
// address every other suite uses.
import http from 'node:http';
import type { Envelope } from '../../src/api/contract/envelope';
import type { QueryValue } from '../../src/api/contract/signature';
import { signedQuery } from './harness';

let next = 10;
/** A loopback address no other test in this process has used. */
export const freshAddress = () => `127.0.${Math.floor(next / 250)}.${(next++ % 250) + 2}`;

/** One request from `localAddress`, its reply's envelope parsed. */
function requestFrom<T>(baseUrl: string, localAddress: string, method: 'GET' | 'POST', pathAndQuery: string, payload: string, headers: Record<string, string>): Promise<Envelope<T>> {
  const url = new URL(pathAndQuery, baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, localAddress, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<T>);
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A POST from `localAddress`: a JSON body, or none at all when `body` is undefined (a beacon). */
export function postFrom<T = unknown>(baseUrl: string, localAddress: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const typed: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  return requestFrom<T>(baseUrl, localAddress, 'POST', path, payload, { ...typed, 'content-length': String(Buffer.byteLength(payload)), ...headers });
}

/** A signed GET from `localAddress` (rules keyed on the caller's network are tested so). */
export function getFrom<T = unknown>(baseUrl: string, localAddress: string, path: string, params: Record<string, QueryValue> = {}, headers: Record<string, string> = {}): Promise<Envelope<T>> {
  return requestFrom<T>(baseUrl, localAddress, 'GET', `${path}?${signedQuery(params)}`, '', headers);
}
