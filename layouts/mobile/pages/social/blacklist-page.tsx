// /blacklist: the caller's blacklist; 移出 asks 取消拉黑 (spec 001 §8) and then removes the user.
import { useRef } from 'react';
import { removeFromBlacklist, useBlackList } from '@src/features/social';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { LoginGate } from '../../components/login-gate/login-gate';
import { UserRow } from './user-row';
import './social.css';

function List() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const list = useBlackList();
  return (
    <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
      <PagedListView list={list} scrollRef={scrollRef} emptyText={t('space.blacklistEmpty')}>
        {(items) => (
          <div>
            {items.map((u) => (
              <UserRow
                key={u.userId}
                user={u}
                action={
                  <button type="button" className="m-follow-btn is-on" data-testid="unblock" onClick={() => void removeFromBlacklist(u.userId)}>
                    {t('space.unblock')}
                  </button>
                }
              />
            ))}
          </div>
        )}
      </PagedListView>
    </ScrollArea>
  );
}

export default function BlacklistPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.blacklist') }}>
      <LoginGate>{(uid) => <List key={uid} />}</LoginGate>
    </Page>
  );
}
