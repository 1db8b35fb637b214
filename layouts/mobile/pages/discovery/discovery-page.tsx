import { useCallback, useRef } from 'react';
import { fetchDiscovery } from '@src/features/catalog';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { usePagedList } from '../../components/load-more/use-paged-list';
import { PosterGrid } from '../../components/poster/poster';
import { useMt } from '../../text';

const PAGE_SIZE = 18;

/** Discovery tab (/discovery): the newest videos, pull to refresh, paged. */
export default function DiscoveryPage() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const fetchPage = useCallback((page: number) => fetchDiscovery(page, PAGE_SIZE), []);
  const list = usePagedList(fetchPage, 'discovery');
  return (
    <Page nav={{ title: t('discovery.title'), back: false }}>
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
