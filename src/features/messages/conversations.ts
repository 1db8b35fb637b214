// /privateMessage: the caller's conversations, newest last message first, with unread counts;
// a pushed message moves its conversation up (the list is asked again).
import { useEffect } from 'react';
import { call } from '@src/api/call';
import { getConversations, type Conversation } from '@src/api/contract/chat';
import { usePagedList } from '@src/data/use-paged-list';
import { realtime } from '../socket';
import { messagesKeys } from './messages-keys';


export function useConversations(pageSize = 20) {
  const list = usePagedList<Conversation>(messagesKeys.conversations(), (page, signal) => call(getConversations, { page, pageSize }, { signal }));
  const { refresh } = list;
  useEffect(() => realtime.on('privateMessage', () => void refresh()), [refresh]);
  return list;
}
