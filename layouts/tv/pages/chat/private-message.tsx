// /privateMessage on TV: the conversations as a remote list (newest first, unread counts); OK
// opens the chat; the list asks for more when focus reaches its end. A virtual list keyed by the
// other user's id: a conversation that moves to the top (a new message) keeps focus, and Back
// from its chat lands on it again wherever it now is.
import { memo, useCallback } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { VirtualList } from '@focus/virtual-list';
import type { Conversation } from '@src/api/contract/chat';
import { useConversations } from '@src/features/messages';
import { useT } from '@src/i18n';
import { relativeTime } from '@src/lib/format';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import { CONV_LIST_HEIGHT, CONV_ROW_HEIGHT } from './conv-list-size';
import './chat.css';

/** The conversation's focus id: the other user's, one conversation per user. */
const conversationId = (c: Conversation) => c.user.userId;

const Row = memo(function Row({ focusKey, index, c, onOpen }: { focusKey: string; index: number; c: Conversation; onOpen: (c: Conversation) => void }) {
  const t = useT();
  const { ref, itemProps } = useFocusItem({ focusKey, index, onEnter: () => onOpen(c) }, 'tv-conv');
  return (
    <div ref={ref} {...itemProps} data-testid="conversation" data-uid={c.user.userId}>
      <img className="tv-conv-avatar" src={c.user.avatar} alt="" loading="lazy" />
      <div className="tv-conv-main">
        <div className="tv-conv-name">{c.user.nickName}</div>
        <div className="tv-conv-last">{c.lastMessage.contentType === 1 ? t('chat.lastImage') : c.lastMessage.content}</div>
      </div>
      <div className="tv-conv-side">
        <div className="tv-conv-time">{relativeTime(c.lastMessage.createdAt)}</div>
        {c.unreadCount > 0 ? <div className="tv-conv-unread">{c.unreadCount > 99 ? '99+' : c.unreadCount}</div> : null}
      </div>
    </div>
  );
});

function Conversations() {
  const t = useT();
  const navigate = useTvNavigate();
  const list = useConversations();
  const { items, loadMore } = list;
  usePageReady(list.status !== 'loading');
  const open = useCallback((c: Conversation) => navigate(href('Chat', {}, { toUid: c.user.userId, avatar: c.user.avatar, nickName: c.user.nickName })), [navigate]);
  const renderRow = useCallback((c: Conversation, i: number, key: string) => <Row focusKey={key} index={i} c={c} onOpen={open} />, [open]);
  return (
    <div className="tv-conv-page">
      <div className="tv-page-title">{t('routes.privateMessage')}</div>
      <LoadingWrapper status={list.status === 'empty' ? 'ready' : list.status} onRefresh={() => void list.refresh()}>
        {list.status === 'empty' ? (
          <FocusSection focusKey="conversations/empty" className="tv-conv-list">
            <div className="tv-chat-hint">{t('chat.noConversations')}</div>
            <FocusButton id="refresh" label={t('network.refresh')} onPress={() => void list.refresh()} />
          </FocusSection>
        ) : (
          <VirtualList
            focusKey="conversations"
            items={items}
            rowHeight={CONV_ROW_HEIGHT}
            viewportHeight={CONV_LIST_HEIGHT}
            itemId={conversationId}
            renderRow={renderRow}
            onEndReached={loadMore}
            endThreshold={3}
            className="tv-conv-list tv-conv-vlist"
          />
        )}
      </LoadingWrapper>
    </div>
  );
}

export default function PrivateMessagePage() {
  const t = useT();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t('routes.privateMessage')} />;
  return <Conversations key={uid} />;
}
