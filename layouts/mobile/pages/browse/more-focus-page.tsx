// /moreFocus on the phone: the newest videos of the uploaders the user follows (sign-in needed).
import { useRef } from 'react';
import { useMoreFocus } from '@src/features/browse';
import { href } from '@src/routes/href';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { PosterGrid } from '../../components/poster/poster';
import { LoginGate } from '../../components/login-gate/login-gate';
import { useMt } from '../../text';

const PAGE_SIZE = 18;

function MoreFocusList() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const list = useMoreFocus(PAGE_SIZE);
  return (
    <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
      <div className="m-list-pad">
        <PagedListView list={list} scrollRef={scrollRef} emptyText={t('browse.moreFocusEmpty')} emptySubText={t('browse.moreFocusSub')}>
          {(items) => <PosterGrid videos={items} />}
        </PagedListView>
      </div>
    </ScrollArea>
  );
}

export default function MoreFocusPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.moreFocus') }}>
      <LoginGate redirect={href('MoreFocus')}>{(uid) => <MoreFocusList key={uid} />}</LoginGate>
    </Page>
  );
}
