import { useRef } from 'react';
import { useDiscoveryList } from '@src/features/catalog';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { PosterGrid } from '../../components/poster/poster';
import { useMt } from '../../text';
import { BrowseEntries } from '../browse/browse-entries';

const PAGE_SIZE = 18;

/** Discovery tab (/discovery): the browsing entries, then the newest videos, pull to refresh, paged. */
export default function DiscoveryPage() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const list = useDiscoveryList(PAGE_SIZE);
  return (
    <Page nav={{ title: t('discovery.title'), back: false }}>
      <BrowseEntries />
      <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
        <div className="m-list-pad">
          <PagedListView list={list} scrollRef={scrollRef}>
            {(items) => <PosterGrid videos={items} />}
          </PagedListView>
        </div>
      </ScrollArea>
    </Page>
  );
}
