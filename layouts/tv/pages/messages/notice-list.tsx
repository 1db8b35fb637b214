// One notice list on TV (system, likes, comments and replies, new fans): rows by remote; OK on
// a system notice opens its detail, on others the video or the user's space.
import { memo, useCallback } from 'react';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useFocusItem } from '@focus/use-focus-item';
import type { Notice } from '@src/api/contract/chat';
import { noticeTarget, useNoticeList, type NoticeKind } from '@src/features/messages';
import { useT, type MessageKey } from '@src/i18n';
import { relativeTime } from '@src/lib/format';
import { useSession } from '@src/stores/session';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../login-prompt';
import '../chat/chat.css';

const Row = memo(function Row({ index, n, onOpen, onFocusIndex }: { index: number; n: Notice; onOpen: (n: Notice) => void; onFocusIndex: (i: number) => void }) {
  const { ref, itemProps } = useFocusItem({ index, onEnter: () => onOpen(n), onFocus: () => onFocusIndex(index) }, 'tv-conv');
  return (
    <div ref={ref} {...itemProps} data-testid="notice">
      {n.user ? <img className="tv-conv-avatar" src={n.user.avatar} alt="" loading="lazy" /> : null}
      <div className="tv-conv-main">
        <div className="tv-conv-name">{n.user ? n.user.nickName : n.title}</div>
        <div className="tv-conv-last">{n.user ? `${n.title} ${n.content}`.trim() : n.content}</div>
      </div>
      <div className="tv-conv-side">
        <div className="tv-conv-time">{relativeTime(n.createdAt)}</div>
        {!n.read ? <div className="tv-conv-unread">&nbsp;</div> : null}
      </div>
    </div>
  );
});

function List({ kind, title }: { kind: NoticeKind; title: string }) {
  const t = useT();
  const navigate = useTvNavigate();
  const list = useNoticeList(kind);
  const { items, loadMore } = list;
  usePageReady(list.status !== 'loading');
  const open = useCallback((n: Notice) => {
    const to = noticeTarget(kind, n);
    if (to) navigate(to);
  }, [kind, navigate]);
  const onFocusIndex = useCallback((i: number) => {
    if (i >= items.length - 3) loadMore();
  }, [items.length, loadMore]);
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{title}</div>
      <LoadingWrapper status={list.status === 'empty' ? 'ready' : list.status} onRefresh={() => void list.refresh()}>
        <FocusSection focusKey={`notices/${kind}`} className="tv-conv-list">
          {list.status === 'empty' ? (
            <>
              <div className="tv-chat-hint">{t('messageCentre.empty')}</div>
              <FocusButton index={0} label={t('network.refresh')} onPress={() => void list.refresh()} />
            </>
          ) : (
            items.map((n, i) => <Row key={n.id} index={i} n={n} onOpen={open} onFocusIndex={onFocusIndex} />)
          )}
        </FocusSection>
      </LoadingWrapper>
    </ScrollPane>
  );
}

export function NoticeListPage({ kind, title }: { kind: NoticeKind; title: MessageKey }) {
  const t = useT();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t(title)} />;
  return <List key={uid} kind={kind} title={t(title)} />;
}
