// The social pages' query keys, in one factory: all under the user's follows root
// (src/data/keys.ts), which a follow or an unblock marks stale (WRITE_TOUCHES.follow).
import { followsKey } from '@src/data/keys';

export const socialKeys = {
  space: (id: number) => followsKey('space', id),
  /** Fans (type 0) or follows (type 1) of a user. */
  list: (uid: number, type: 0 | 1) => followsKey('list', uid, type),
  blacklist: () => followsKey('blacklist'),
};
