// Query keys of the personal centre's own data. All under meKey: reset when the user changes.
import { collectionKey, meKey, votesKey } from '@src/data/keys';

export const REWARD_KEYS = {
  collection: collectionKey,
  votes: votesKey,
  /** Gold records of one filter; goldAll() is the prefix of every filter's list. */
  gold: (type: number) => meKey('gold', type),
  goldAll: () => meKey('gold'),
  level: () => meKey('level'),
  tasks: () => meKey('tasks'),
  signIn: () => meKey('sign-in'),
  invitation: () => meKey('invitation'),
} as const;

/** What a gold move changes: the balance and records, the task and sign-in states, the level. */
export const GOLD_TOUCHES = () => [REWARD_KEYS.goldAll(), REWARD_KEYS.tasks(), REWARD_KEYS.signIn(), REWARD_KEYS.invitation(), REWARD_KEYS.level()];
