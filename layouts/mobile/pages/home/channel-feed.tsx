import { useCallback, useRef } from 'react';
import { fetchCategory } from '@src/features/catalog';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { usePagedList } from '../../components/load-more/use-paged-list';
import { PosterGrid } from '../../components/poster/poster';

const PAGE_SIZE = 18;

/** One channel tab of home (a home alias naming a category): that category's videos. */
export function ChannelFeed({ category }: { category: string }) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const fetchPage = useCallback((page: number) => fetchCategory(category, page, PAGE_SIZE, 'hot'), [category]);
  const list = usePagedList(fetchPage, `channel:${category}`);
  return (
    <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
      <div className="m-list-pad" data-channel={category}>
        <PagedListView list={list} scrollRef={scrollRef}>
          {(items) => <PosterGrid videos={items} />}
        </PagedListView>
      </div>
    </ScrollArea>
  );
}
