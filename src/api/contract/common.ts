// Entities shared by several API families. Field names follow the spec (Chinese-app style:
// nickName, AreaCode, eDate...), because the client stores these objects as the spec names them.
import { array, boolean, integer, nullable, number, object, optional, string, type Infer, type Schema } from './schema';

/** Server-signed session token: sign = HMAC-SHA256(secret, `${uid}.${gid}.${expire}`), expire in unix seconds. */
export const tokenSchema = object({
  uid: integer({ minimum: 1 }),
  gid: integer({ minimum: 0 }),
  sign: string({ minLength: 1, maxLength: 128 }),
  expire: integer({ minimum: 0 }),
});
export type Token = Infer<typeof tokenSchema>;

export const userSchema = object({
  id: integer(),
  nickName: string(),
  avatar: string(),
  /** 0 = not VIP; 1..4+ = VIP badge level. */
  vipLevel: integer({ minimum: 0 }),
  vipTypeName: string(),
  vipCategoryId: integer({ minimum: 0 }),
  /** VIP expiry, 'YYYY-MM-DD'; empty when not VIP. */
  eDate: string(),
  userNameRaw: string(),
  phone: string(),
  AreaCode: string(),
  email: string(),
  sex: integer({ minimum: 0, maximum: 1 }),
  introduce: string(),
  level: integer({ minimum: 0 }),
  gold: integer({ minimum: 0 }),
  newWorks: boolean(),
  totalMsgCount: integer({ minimum: 0 }),
  bigV: boolean(),
  kefu: boolean(),
  token: tokenSchema,
});
export type User = Infer<typeof userSchema>;

/** A public view of another user (lists, comments, space). */
export const userBriefSchema = object({
  userId: integer(),
  nickName: string(),
  avatar: string(),
  vipLevel: integer({ minimum: 0 }),
  bigV: boolean(),
  kefu: boolean(),
});

export const videoItemSchema = object({
  id: integer(),
  mediaKey: string(),
  title: string(),
  /** Absolute-path URL of the poster, e.g. /media/posters/demo-1.jpg. */
  poster: string(),
  category: integer(),
  categoryName: string(),
  tags: array(string()),
  year: integer(),
  region: string(),
  score: number(),
  playCount: integer({ minimum: 0 }),
  description: string(),
  /** Number of episodes (1 for a film). */
  episodes: integer({ minimum: 0 }),
  vip: boolean(),
  /** Gold price; 0 = free. */
  gold: integer({ minimum: 0 }),
  /** Duration of the first episode in seconds. */
  durationSec: number({ minimum: 0 }),
});
export type VideoItem = Infer<typeof videoItemSchema>;

/** The fields of an episode, shared by the catalogue entry and the player's episode. */
export const episodeShape = {
  id: integer(),
  mediaKey: string(),
  /** 1-based position in the series. */
  index: integer({ minimum: 1 }),
  title: string(),
  durationSec: number({ minimum: 0 }),
  vip: boolean(),
};
export const episodeSchema = object(episodeShape);
export type Episode = Infer<typeof episodeSchema>;

/** Paging: page is 1-based. */
export const pageQuery = {
  page: optional(integer({ minimum: 1, maximum: 10000 })),
  pageSize: optional(integer({ minimum: 1, maximum: 100 })),
};

export function paged<T>(item: Schema<T>) {
  return object({
    list: array(item),
    page: integer({ minimum: 1 }),
    pageSize: integer({ minimum: 1 }),
    total: integer({ minimum: 0 }),
    hasMore: boolean(),
  });
}
export interface Paged<T> {
  list: T[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

export const listOf = <T>(item: Schema<T>) => object({ list: array(item) });

/** Replies whose data carries nothing (the msg is what the client shows). */
export const empty = nullable(object({}));

/** Request fields are strings or numbers on the wire; a media key is a short slug. */
export const mediaKey = () => string({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
/** Free text limited in size so nothing huge reaches the database. */
export const text = (maxLength: number, minLength = 0) => string({ minLength, maxLength });

/** A client idempotency key: made once per user action and resent with every retry of it. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
export const idempotencyKey = () => string({ minLength: 8, maxLength: 64, pattern: IDEMPOTENCY_KEY_PATTERN });
