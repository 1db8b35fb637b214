// Invalidation: after login and logout the user's entries; after a write the lists it changes.
// One table of writes -> key prefixes, so a new write names what it touches in one place.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { sessionStore } from '../stores/session';
import { collectionKey, followsKey, ME_KEY, trendsKey, videoKey, votesKey } from './keys';
import { queryClient } from './query-client';

const uidOf = () => sessionStore.getState().user?.token?.uid ?? null;

/**
 * Resets every user entry when the signed-in user changes (login, logout, session expiry):
 * a shown list asks again for the new user, a hidden one forgets the previous user's data.
 * Returns the stop.
 */
export function followIdentity(client: QueryClient = queryClient): () => void {
  let uid = uidOf();
  return sessionStore.subscribe(() => {
    const next = uidOf();
    if (next === uid) return;
    uid = next;
    void client.resetQueries({ queryKey: [ME_KEY] });
  });
}

/** What each write changes (key prefixes); the views showing them fetch again. */
export const WRITE_TOUCHES = {
  /** A comment posted, deleted or liked: that video's comment list. */
  comment: (mediaKey: string): QueryKey[] => [videoKey('comments', mediaKey)],
  /** Follow or unfollow: the user's follow lists and spaces, and the video details that show the follow state. */
  follow: (): QueryKey[] => [followsKey(), videoKey('details')],
  /** A video collected or uncollected on its page: the /myCollection list. */
  collection: (): QueryKey[] => [collectionKey()],
  /** A video rated on its page: the /voteManage list. */
  vote: (): QueryKey[] => [votesKey()],
  /** A dynamic published: the user's own dynamics list. */
  trend: (): QueryKey[] => [trendsKey()],
} as const;

/**
 * Marks what a write changed as stale. Shown entries fetch again at once ('active'), unless the
 * writer already edited them in the cache ('none': only the next view asks again).
 */
export async function invalidateAfterWrite(keys: readonly QueryKey[], client: QueryClient = queryClient, refetchType: 'active' | 'none' = 'active'): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey, refetchType })));
}
