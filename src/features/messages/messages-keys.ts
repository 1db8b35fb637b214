// The message centre's query keys, in one factory: all the user's (meKey).
import { meKey } from '@src/data/keys';

export const messagesKeys = {
  conversations: () => meKey('chat', 'conversations'),
  chatSetting: (toUid: number) => meKey('chat', 'setting', toUid),
  notices: (kind: string) => meKey('notices', kind),
  counts: () => meKey('msgCounts'),
  systemMessage: (id: number) => meKey('systemMessage', id),
};
