import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useCategoryList, useNavigation, type Sort } from '@src/features/catalog';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { TabList } from '../../components/tab-list/tab-list';
import { PosterGrid } from '../../components/poster/poster';
import { useMt } from '../../text';

const PAGE_SIZE = 18;

/** A category's videos (/list/{category}, category = id or key), sortable. */
export default function ListPage() {
  const t = useMt();
  const { category = '' } = useParams();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [sort, setSort] = useState<Sort>('hot');
  // The title only decorates: quiet on failure.
  const title = useNavigation(true).data?.find((x) => x.key === category || String(x.id) === category)?.name ?? '';
  const list = useCategoryList(category, PAGE_SIZE, sort);
  const sorts = [
    { id: 'hot', label: t('mobile.sortHot') },
    { id: 'new', label: t('mobile.sortNew') },
    { id: 'score', label: t('mobile.sortScore') },
  ];

  return (
    <Page nav={{ title: title || t('routes.list') }}>
      <TabList items={sorts} labelKey="label" idKey="id" activeId={sort} testId="list-sort" onChange={(id) => setSort(id as Sort)} />
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
