// The play-on-the-TV query keys, in one factory.
import { meKey } from '@src/data/keys';

export const handoffKeys = {
  /** The signed-in user's TVs online now. */
  tvs: () => meKey('handoff', 'tvs'),
};
