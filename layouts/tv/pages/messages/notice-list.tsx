// One notice list on TV (system, likes, comments and replies, new fans): rows by remote; OK on
// a system notice opens its detail, on others the video or the user's space. A virtual list
// keyed by notice id, so focus stays on the same notice when new ones arrive above it.
import { memo, useCallback } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { VirtualList } from '@focus/virtual-list';
import type { Notice } from '@src/api/contract/chat';
import { noticeTarget, useNoticeList, type NoticeKind } from '@src/features/messages';
import { useT, type MessageKey } from '@src/i18n';
import { relativeTime } from '@src/lib/format';
import { useSession } from '@src/stores/session';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import { CONV_LIST_HEIGHT, CONV_ROW_HEIGHT } from '../chat/conv-list-size';
import '../chat/chat.css';

const noticeId = (n: Notice) => n.id;

const Row = memo(function Row({ focusKey, index, n, onOpen }: { focusKey: string; index: number; n: Notice; onOpen: (n: Notice) => void }) {
  const { ref, itemProps } = useFocusItem({ focusKey, index, onEnter: () => onOpen(n) }, 'tv-conv');
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
  const renderRow = useCallback((n: Notice, i: number, key: string) => <Row focusKey={key} index={i} n={n} onOpen={open} />, [open]);
  return (
    <div className="tv-conv-page">
      <div className="tv-page-title">{title}</div>
      <LoadingWrapper status={list.status === 'empty' ? 'ready' : list.status} onRefresh={() => void list.refresh()}>
        {list.status === 'empty' ? (
          <FocusSection focusKey={`notices/${kind}/empty`} className="tv-conv-list">
            <div className="tv-chat-hint">{t('messageCentre.empty')}</div>
            <FocusButton id="refresh" label={t('network.refresh')} onPress={() => void list.refresh()} />
          </FocusSection>
        ) : (
          <VirtualList
            focusKey={`notices/${kind}`}
            items={items}
            rowHeight={CONV_ROW_HEIGHT}
            viewportHeight={CONV_LIST_HEIGHT}
            itemId={noticeId}
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

export function NoticeListPage({ kind, title }: { kind: NoticeKind; title: MessageKey }) {
  const t = useT();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t(title)} />;
  return <List key={uid} kind={kind} title={t(title)} />;
}
