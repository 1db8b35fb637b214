import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { fetchCategory, fetchNavigation } from '@src/features/catalog';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { usePagedList } from '../../components/load-more/use-paged-list';
import { TabList } from '../../components/tab-list/tab-list';
import { PosterGrid } from '../../components/poster/poster';
import { useMt } from '../../text';

type Sort = 'hot' | 'new' | 'score';
const PAGE_SIZE = 18;

/** A category's videos (/list/{category}, category = id or key), sortable. */
export default function ListPage() {
  const t = useMt();
  const { category = '' } = useParams();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [sort, setSort] = useState<Sort>('hot');
  const [title, setTitle] = useState('');

  useEffect(() => {
    fetchNavigation(true)
      .then((r) => {
        const c = r.list.find((x) => x.key === category || String(x.id) === category);
        if (c) setTitle(c.name);
      })
      .catch(() => undefined);
  }, [category]);

  const fetchPage = useCallback((page: number) => fetchCategory(category, page, PAGE_SIZE, sort), [category, sort]);
  const list = usePagedList(fetchPage, `list:${category}:${sort}`);
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
