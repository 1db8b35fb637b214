// The message centre's query keys, in one factory: all the user's (meKey).
import { meKey } from '@src/data/keys';

export const messagesKeys = {
  conversations: () => meKey('chat', 'conversations'),
  chatSetting: (toUid: number) => meKey('chat', 'setting', toUid),
  /** The caller's onlyReceiveFriendMessage, shared by /settings and /chatSet. */
  friendOnly: () => meKey('chat', 'friendOnly'),
  notices: (kind: string) => meKey('notices', kind),
  counts: () => meKey('msgCounts'),
  systemMessage: (id: number) => meKey('systemMessage', id),
};
