// One notice list of the message centre (system, likes, comments and replies, new fans).
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Notice } from '@src/api/contract/chat';
import { noticeTarget, useNoticeList, type NoticeKind } from '@src/features/messages';
import type { MessageKey } from '@src/i18n';
import { relativeTime } from '@src/lib/format';
import { Avatar } from '../../components/avatar/avatar';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { LoginGate } from '../../components/login-gate/login-gate';
import './messages.css';

function Row({ kind, n }: { kind: NoticeKind; n: Notice }) {
  const to = noticeTarget(kind, n);
  const body = (
    <>
      {n.user ? <Avatar src={n.user.avatar} uid={n.user.userId} size={2.5} clickDisabled /> : null}
      <span className="m-notice-main">
        <span className="m-notice-title">{n.user ? n.user.nickName : n.title}</span>
        <span className="m-notice-content">{n.user ? `${n.title} ${n.content}`.trim() : n.content}</span>
      </span>
      <span className="m-notice-time">{relativeTime(n.createdAt)}</span>
      {!n.read && <span className="m-notice-dot" />}
    </>
  );
  return to ? (
    <Link className="m-notice m-link-reset" to={to} data-testid="notice">
      {body}
    </Link>
  ) : (
    <div className="m-notice" data-testid="notice">
      {body}
    </div>
  );
}

function List({ kind }: { kind: NoticeKind }) {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const list = useNoticeList(kind);
  return (
    <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
      <PagedListView list={list} scrollRef={scrollRef} emptyText={t('messageCentre.empty')}>
        {(items) => (
          <div className="m-notices">
            {items.map((n) => (
              <Row key={n.id} kind={kind} n={n} />
            ))}
          </div>
        )}
      </PagedListView>
    </ScrollArea>
  );
}

export function NoticeListPage({ kind, title }: { kind: NoticeKind; title: MessageKey }) {
  const t = useMt();
  return (
    <Page nav={{ title: t(title) }}>
      <LoginGate>{(uid) => <List key={uid} kind={kind} />}</LoginGate>
    </Page>
  );
}
