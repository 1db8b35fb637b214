// Query keys of the personal centre's own data. All under meKey: reset when the user changes.
import { meKey } from '@src/data/keys';

export const REWARD_KEYS = {
  collection: () => meKey('collection'),
  votes: () => meKey('votes'),
  gold: (type: number) => meKey('gold', type),
  level: () => meKey('level'),
  tasks: () => meKey('tasks'),
  signIn: () => meKey('sign-in'),
  invitation: () => meKey('invitation'),
} as const;

/** What a gold move changes: the balance and records, the task and sign-in states, the level. */
export const GOLD_TOUCHES = () => [meKey('gold'), REWARD_KEYS.tasks(), REWARD_KEYS.signIn(), REWARD_KEYS.invitation(), REWARD_KEYS.level()];
