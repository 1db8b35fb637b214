// /privateMessage on TV: the conversations as a remote list (newest first, unread counts); OK
// opens the chat; the list asks for more when focus reaches its end.
import { memo, useCallback } from 'react';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useFocusItem } from '@focus/use-focus-item';
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
import './chat.css';

const Row = memo(function Row({ index, c, onOpen, onFocusIndex }: { index: number; c: Conversation; onOpen: (c: Conversation) => void; onFocusIndex: (i: number) => void }) {
  const t = useT();
  const { ref, itemProps } = useFocusItem({ index, onEnter: () => onOpen(c), onFocus: () => onFocusIndex(index) }, 'tv-conv');
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
  const onFocusIndex = useCallback((i: number) => {
    if (i >= items.length - 3) loadMore();
  }, [items.length, loadMore]);
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.privateMessage')}</div>
      <LoadingWrapper status={list.status === 'empty' ? 'ready' : list.status} onRefresh={() => void list.refresh()}>
        <FocusSection focusKey="conversations" className="tv-conv-list">
          {list.status === 'empty' ? (
            <>
              <div className="tv-chat-hint">{t('chat.noConversations')}</div>
              <FocusButton id="refresh" label={t('network.refresh')} onPress={() => void list.refresh()} />
            </>
          ) : (
            items.map((c, i) => <Row key={c.user.userId} index={i} c={c} onOpen={open} onFocusIndex={onFocusIndex} />)
          )}
        </FocusSection>
      </LoadingWrapper>
    </ScrollPane>
  );
}

export default function PrivateMessagePage() {
  const t = useT();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t('routes.privateMessage')} />;
  return <Conversations key={uid} />;
}
