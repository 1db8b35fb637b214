// 只接收好友私信 (onlyReceiveFriendMessage): one flag on the server, which enforces it on every
// send. /settings and /chatSet show and change it through this one hook and one cache entry, so
// what either page shows is what the server applies. A guest has no flag (nothing to read).
import { call } from '@src/api/call';
import { getFriendOnly, setChatSetting } from '@src/api/contract/chat';
import { queryClient } from '@src/data/query-client';
import { useAction } from '@src/data/use-action';
import { useResource } from '@src/data/use-resource';
import { useSession } from '@src/stores/session';
import { messagesKeys } from './messages-keys';

/** Sets the flag; the cache entry takes the server's answer. */
export async function setOnlyFriends(only: boolean): Promise<boolean> {
  const r = await call(setChatSetting, { onlyReceiveFriendMessage: only });
  queryClient.setQueryData(messagesKeys.friendOnly(), { onlyReceiveFriendMessage: r.onlyReceiveFriendMessage });
  return r.onlyReceiveFriendMessage;
}

interface FriendOnly {
  /** False for a guest: the pages leave the row out. */
  signedIn: boolean;
  /** The server's value; undefined until it is read. */
  value: boolean | undefined;
  busy: boolean;
  /** Asks the server to change it (a second tap while one is on its way is refused). */
  set(only: boolean): void;
}

export function useFriendOnly(): FriendOnly {
  const signedIn = useSession((s) => !!s.user);
  const r = useResource(messagesKeys.friendOnly(), (signal) => call(getFriendOnly, {}, { signal }), { enabled: signedIn });
  const write = useAction(setOnlyFriends, { refetch: 'none' });
  return {
    signedIn,
    value: r.data?.onlyReceiveFriendMessage,
    busy: write.busy,
    set: (only) => void write.run(only),
  };
}
