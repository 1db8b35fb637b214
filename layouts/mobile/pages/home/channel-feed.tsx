import { useRef } from 'react';
import { useCategoryList } from '@src/features/catalog';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { PosterGrid } from '../../components/poster/poster';

const PAGE_SIZE = 18;

/** One channel tab of home (a home alias naming a category): that category's videos. */
export function ChannelFeed({ category }: { category: string }) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const list = useCategoryList(category, PAGE_SIZE, 'hot');
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
