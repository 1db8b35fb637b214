// Query keys. The first part names who the data belongs to: ME_KEY entries are the signed-in
// user's (history, watching, barrage settings...) and are reset when the user changes; the
// rest are the same for everyone (catalog, video details keyed by uid where it matters).
// Each feature builds its keys in one factory (src/features/<domain>/<domain>-keys.ts) on the
// roots below; a root that another feature's write touches (WRITE_TOUCHES) is named here, so
// the write and the entries it means cannot drift apart.
import type { QueryKey } from '@tanstack/react-query';

export const ME_KEY = 'me';

/** A key for data of the current user (reset on login and logout). */
export const meKey = (...parts: readonly unknown[]): QueryKey => [ME_KEY, ...parts];

/** The root of a video's entries (details, play gate, related, episodes, comments). */
export const videoKey = (...parts: readonly unknown[]): QueryKey => ['video', ...parts];

/** The root of the user's follow entries (spaces, follow and fans lists, the blacklist). */
export const followsKey = (...parts: readonly unknown[]): QueryKey => meKey('follows', ...parts);

/** The user's 我的收藏 list (rewards), touched by collecting on a video page. */
export const collectionKey = (): QueryKey => meKey('collection');

/** The user's ratings list (rewards), touched by rating on a video page. */
export const votesKey = (): QueryKey => meKey('votes');

/** The root of the user's dynamics (publish), touched by a publish. */
export const trendsKey = (...parts: readonly unknown[]): QueryKey => meKey('trends', ...parts);
