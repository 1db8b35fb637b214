// One notice list on TV (system, likes, comments and replies, new fans): rows by remote; OK on
// a system notice opens its detail, on others the video or the user's space. A virtual list
// keyed by notice id, so focus stays on the same notice when new ones arrive above it.
import { memo, useCallback } from 'react';
import { useFocusItem } from '@focus/use-focus-item';
import type { Notice } from '@src/api/contract/chat';
import { noticeTarget, useNoticeList, type NoticeKind } from '@src/features/messages';
import { useT, type MessageKey } from '@src/i18n';
import { relativeTime } from '@src/lib/format';
import { useSession } from '@src/stores/session';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import { RowList } from '../../components/row-list';
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
  usePageReady(list.status !== 'loading');
  const open = useCallback((n: Notice) => {
    const to = noticeTarget(kind, n);
    if (to) navigate(to);
  }, [kind, navigate]);
  const renderRow = useCallback((n: Notice, i: number, key: string) => <Row focusKey={key} index={i} n={n} onOpen={open} />, [open]);
  return <RowList title={title} focusKey={`notices/${kind}`} list={list} emptyText={t('messageCentre.empty')} itemId={noticeId} renderRow={renderRow} />;
}

export function NoticeListPage({ kind, title }: { kind: NoticeKind; title: MessageKey }) {
  const t = useT();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t(title)} />;
  return <List key={uid} kind={kind} title={t(title)} />;
}
