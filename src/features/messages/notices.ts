// The message centre (/message) and its lists (/systemMessage, /getLike, /commentAndReply,
// /fansRecords) and a system notice's detail (/systemMessageDetail?id=). Reading the first
// page of a list marks that kind read on the server, so the counts are read again after it.
import { useEffect } from 'react';
import { call } from '@src/api/call';
import { getCommentAndReply, getFansRecords, getLikeMessages, getSystemMessageDetail, getSystemMessages, type Notice } from '@src/api/contract/chat';
import { getUserMegCount } from '@src/api/contract/user';
import { usePagedList } from '@src/data/use-paged-list';
import { useResource } from '@src/data/use-resource';
import type { RouteName } from '@src/routes/table';
import { refreshUnread } from './unread';
import { messagesKeys } from './messages-keys';

export type NoticeKind = 'system' | 'like' | 'comment' | 'fans';

const ENDPOINTS = {
  system: getSystemMessages,
  like: getLikeMessages,
  comment: getCommentAndReply,
  fans: getFansRecords,
} as const;

/** The message centre's entries: the route each opens and the count field it shows. */
export const NOTICE_ENTRIES: readonly { kind: NoticeKind; route: RouteName; count: 'systemMsgCount' | 'likeMsgCount' | 'commentMsgCount' | 'fansMsgCount' }[] = [
  { kind: 'system', route: 'SystemMessage', count: 'systemMsgCount' },
  { kind: 'like', route: 'GetLike', count: 'likeMsgCount' },
  { kind: 'comment', route: 'CommentAndReply', count: 'commentMsgCount' },
  { kind: 'fans', route: 'FansRecords', count: 'fansMsgCount' },
];

export function useNoticeList(kind: NoticeKind, pageSize = 20) {
  const list = usePagedList<Notice>(messagesKeys.notices(kind), (page, signal) => call(ENDPOINTS[kind], { page, pageSize }, { signal }));
  const loaded = list.status === 'ready' || list.status === 'empty';
  useEffect(() => {
    if (loaded) void refreshUnread();
  }, [loaded]);
  return list;
}

/** The unread counts per kind for the message centre. */
export function useMessageCounts() {
  return useResource(messagesKeys.counts(), (signal) => call(getUserMegCount, {}, { signal, ignoreErrors: true }));
}

export function useSystemMessageDetail(id: number) {
  return useResource(messagesKeys.systemMessage(id), (signal) => call(getSystemMessageDetail, { id }, { signal }), { enabled: id > 0 });
}
