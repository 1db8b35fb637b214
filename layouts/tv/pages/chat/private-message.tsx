// /privateMessage on TV: the conversations as a remote list (newest first, unread counts); OK
// opens the chat; the list asks for more when focus reaches its end. A virtual list keyed by the
// other user's id: a conversation that moves to the top (a new message) keeps focus, and Back
// from its chat lands on it again wherever it now is.
import { memo, useCallback } from 'react';
import { useFocusItem } from '@focus/use-focus-item';
import type { Conversation } from '@src/api/contract/chat';
import { useConversations } from '@src/features/messages';
import { useT } from '@src/i18n';
import { relativeTime } from '@src/lib/format';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import { RowList } from '../../components/row-list';
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
  usePageReady(list.status !== 'loading');
  const open = useCallback((c: Conversation) => navigate(href('Chat', {}, { toUid: c.user.userId, avatar: c.user.avatar, nickName: c.user.nickName })), [navigate]);
  const renderRow = useCallback((c: Conversation, i: number, key: string) => <Row focusKey={key} index={i} c={c} onOpen={open} />, [open]);
  return <RowList title={t('routes.privateMessage')} focusKey="conversations" list={list} emptyText={t('chat.noConversations')} itemId={conversationId} renderRow={renderRow} />;
}

export default function PrivateMessagePage() {
  const t = useT();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t('routes.privateMessage')} />;
  return <Conversations key={uid} />;
}
