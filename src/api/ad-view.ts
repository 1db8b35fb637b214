// View tracking of an ad (spec 002 §4): a POST to its viewURL. Relative URLs go to the API host
// through the request layer; the reply is not read. Shared by the player's ads and the start
// advert, which loads without the player.
import { request } from './http';

export async function postAdView(url: string): Promise<unknown> {
  const u = new URL(url, 'http://x');
  const query: Record<string, string> = {};
  u.searchParams.forEach((v, k) => (query[k] = v));
  const path = /^https?:/i.test(url) ? url.split('?')[0] : u.pathname;
  return request({ method: 'POST', path, query, body: {}, bodyType: 'json', options: { ignoreErrors: true, raw: true } });
}
