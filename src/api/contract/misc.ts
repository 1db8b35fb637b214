// Download URL and statistics (paths not shown in the spec: designed, see docs/api.md).
import { endpoint } from './endpoint';
import { object, optional, string } from './schema';
import { empty, text } from './common';

export const getDownloadUrl = endpoint({
  name: 'getDownloadUrl',
  method: 'GET',
  path: '/api/home/GetDownloadUrl',
  query: object({}),
  reply: object({ androidUrl: string(), tvUrl: string() }),
  auth: 'none',
  ignoreErrors: true,
  doc: 'data.androidUrl is cached by the client as the share link.',
});

export const statistics = endpoint({
  name: 'statistics',
  method: 'POST',
  path: '/a/o',
  query: object({ cineam: optional(string({ maxLength: 4 })) }),
  body: object({ page: optional(text(300)), visitorId: optional(text(64)), referrer: optional(text(300)) }),
  bodyType: 'json',
  reply: empty,
  auth: 'optional',
  ignoreErrors: true,
  doc: 'Visit counter (cineam=1). Outside /api, so no GET signature; POST anyway.',
});
