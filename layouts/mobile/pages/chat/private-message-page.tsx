// /privateMessage: the conversation list (newest first, unread counts); a row opens the chat.
import { LoginGate } from '../../components/login-gate/login-gate';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useConversations } from '@src/features/messages';
import { relativeTime } from '@src/lib/format';
import { href } from '@src/routes/href';
import { Avatar } from '../../components/avatar/avatar';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './chat.css';

export default function PrivateMessagePage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.privateMessage') }}>
      <LoginGate text={t('chat.loginFirst')}>{(uid) => <ConversationList key={uid} />}</LoginGate>
    </Page>
  );
}

function ConversationList() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const list = useConversations();
  return (
    <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
      <PagedListView list={list} scrollRef={scrollRef} emptyText={t('chat.noConversations')}>
        {(items) => (
          <ul className="m-conv-list">
            {items.map((c) => (
              <li key={c.user.userId}>
                <Link
                  className="m-conv m-link-reset"
                  data-testid="conversation"
                  data-uid={c.user.userId}
                  to={href('Chat', {}, { toUid: c.user.userId, avatar: c.user.avatar, nickName: c.user.nickName })}
                >
                  <Avatar src={c.user.avatar} kefu={c.user.kefu} bigV={c.user.bigV} clickDisabled />
                  <span className="m-conv-main">
                    <span className="m-conv-name">{c.user.nickName}</span>
                    <span className="m-conv-last">{c.lastMessage.contentType === 1 ? t('chat.lastImage') : c.lastMessage.content}</span>
                  </span>
                  <span className="m-conv-side">
                    <span className="m-conv-time">{relativeTime(c.lastMessage.createdAt)}</span>
                    {c.unreadCount > 0 && (
                      <span className="m-conv-unread" data-testid="conversation-unread">
                        {c.unreadCount > 99 ? '99+' : c.unreadCount}
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </ScrollArea>
  );
}
