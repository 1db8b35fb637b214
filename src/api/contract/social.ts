// Follow, fans and blacklist (spec 001 §4 "Follow and block", 002 §7 "Social lists").
import { endpoint } from './endpoint';
import { boolean, integer, object, optional, string, type Infer } from './schema';
import { array } from './schema';
import { pageQuery, paged, videoItemSchema } from './common';

/** A followable item (spec 001 §3): userId, focusStatus, isBlackList. */
export const socialUserSchema = object({
  userId: integer(),
  nickName: string(),
  avatar: string(),
  vipLevel: integer({ minimum: 0 }),
  bigV: boolean(),
  kefu: boolean(),
  introduce: string(),
  focusStatus: boolean(),
  isBlackList: boolean(),
});
export type SocialUser = Infer<typeof socialUserSchema>;

const uid = integer({ minimum: 1 });

export const getUserFansList = endpoint({
  name: 'getUserFansList',
  method: 'GET',
  path: '/api/User/GetUserFansList',
  // type 0 = fans of uid, 1 = users uid follows. uid defaults to the caller.
  query: object({ uid: optional(uid), type: optional(integer({ minimum: 0, maximum: 1 })), ...pageQuery }),
  reply: paged(socialUserSchema),
  auth: 'optional',
  doc: 'Fans or follows of a user; focusStatus/isBlackList are from the caller\'s point of view.',
});

export const getBlackList = endpoint({
  name: 'getBlackList',
  method: 'GET',
  path: '/api/User/GetBlackList',
  query: object({ ...pageQuery }),
  reply: paged(socialUserSchema),
  auth: 'required',
});

export const preventUser = endpoint({
  name: 'preventUser',
  method: 'GET',
  path: '/api/User/preventUser',
  // status 1 = add to blacklist, 0 = remove.
  query: object({ uid, status: integer({ minimum: 0, maximum: 1 }) }),
  reply: object({ isBlackList: boolean(), focusStatus: boolean() }),
  auth: 'required',
  doc: 'Blacklist add/remove. Blacklisting also removes the follow. Own uid -> ret 400.',
});

export const followUser = endpoint({
  name: 'followUser',
  method: 'GET',
  path: '/api/User/FollowUser',
  query: object({ uid, status: integer({ minimum: 0, maximum: 1 }) }),
  reply: object({ selected: boolean() }),
  auth: 'required',
  doc: 'Follow (status 1) or unfollow (0); selected = followed now. Own uid -> ret 400.',
});

export const userSpaceSchema = object({
  user: socialUserSchema,
  fansCount: integer({ minimum: 0 }),
  followCount: integer({ minimum: 0 }),
  likeCount: integer({ minimum: 0 }),
  level: integer({ minimum: 0 }),
  sex: integer({ minimum: 0, maximum: 1 }),
  /** The caller is this user (no follow button, spec 001 §2). */
  isSelf: boolean(),
  /** The user's uploaded videos, newest first (at most 20). */
  videos: array(videoItemSchema),
  /** How many dynamics the user has published. */
  trendsCount: integer({ minimum: 0 }),
});

export const getUserSpace = endpoint({
  name: 'getUserSpace',
  method: 'GET',
  path: '/api/User/GetUserSpace',
  query: object({ id: uid }),
  reply: userSpaceSchema,
  auth: 'optional',
  doc: 'Public profile for /space/{id}: badges (vipLevel, bigV, kefu), follow and blacklist flags from the caller\'s point of view, counts, the user\'s videos. Unknown id -> ret 404.',
});
