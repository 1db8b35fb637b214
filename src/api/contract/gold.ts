// Gold coins: paying for a video, checking which videos need gold, the balance.
import { endpoint } from './endpoint';
import { array, boolean, integer, object, optional, string, type Infer } from './schema';
import { mediaKey, pageQuery, paged } from './common';

export const goldRecordSchema = object({
  id: integer(),
  /** Positive = earned, negative = spent. */
  amount: integer(),
  balance: integer({ minimum: 0 }),
  title: string(),
  createdAt: integer(),
});
export type GoldRecord = Infer<typeof goldRecordSchema>;

export const payVideoByGold = endpoint({
  name: 'payVideoByGold',
  method: 'GET',
  path: '/api/video/PayVideoByGold',
  // requestId: an idempotency key the client makes per user action and repeats on a retry.
  query: object({ mediaKey: mediaKey(), requestId: optional(string({ maxLength: 64, pattern: '^[A-Za-z0-9_-]{8,64}$' })) }),
  reply: object({ paid: boolean(), gold: integer({ minimum: 0 }) }),
  auth: 'required',
  doc: 'Buys a gold video for the caller; gold = balance after. Not enough -> ret 3001. Paying twice charges once.',
});

export const filterVideoByGold = endpoint({
  name: 'filterVideoByGold',
  method: 'GET',
  path: '/api/video/FilterVideoByGold',
  // Comma-separated media keys (at most 50).
  query: object({ mediaKeys: string({ minLength: 1, maxLength: 3300, pattern: '^[A-Za-z0-9_,-]+$' }) }),
  reply: object({ list: array(object({ mediaKey: string(), gold: integer({ minimum: 0 }), paid: boolean() })) }),
  auth: 'optional',
  doc: 'For each known key: its gold price and whether the caller has paid.',
});

export const getMyGold = endpoint({
  name: 'getMyGold',
  method: 'GET',
  path: '/api/User/GetMyGold',
  query: object({ ...pageQuery, type: optional(integer({ minimum: 0, maximum: 2 })) }),
  reply: object({ gold: integer({ minimum: 0 }), records: paged(goldRecordSchema) }),
  auth: 'required',
  doc: 'Balance and records (/myGold); type 1 earned only, 2 spent only.',
});
