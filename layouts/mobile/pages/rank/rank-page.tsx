import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useNavigation, useRankList } from '@src/features/catalog';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { TabList } from '../../components/tab-list/tab-list';
import { watchPath } from '../../components/poster/poster';
import { formatCount } from '@src/lib/format';
import { useMt } from '../../text';
import './rank-page.css';
import { hideBroken } from '../../components/poster/hide-broken';

const PAGE_SIZE = 20;

/** Hot plays tab (/rank): ranking by play count, per category. */
export default function RankPage() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const categories = useNavigation(true).data ?? [];
  const [categoryId, setCategoryId] = useState(0);
  const list = useRankList(PAGE_SIZE, categoryId);
  const tabs = [{ id: 0, name: t('common.all') }, ...categories.map((c) => ({ id: c.id, name: c.name }))];

  return (
    <Page nav={{ title: t('rank.title'), back: false }}>
      <TabList
        items={tabs}
        labelKey="name"
        idKey="id"
        activeId={categoryId}
        testId="rank-tabs"
        onChange={(id) => {
          setCategoryId(id as number);
          scrollRef.current?.scrollTo?.({ top: 0 });
        }}
      />
      <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
        <PagedListView list={list} scrollRef={scrollRef}>
          {(items) => (
            <ol className="m-rank">
              {items.map((v, i) => (
                <li key={v.id}>
                  <Link to={watchPath(v.id)} className="m-rank-item m-link-reset" data-testid="poster" data-video-id={v.id}>
                    <span className={`m-rank-no${i < 3 ? ` m-rank-no--${i + 1}` : ''}`}>{i + 1}</span>
                    <img className="m-rank-img" src={v.poster} alt="" loading="lazy" onError={hideBroken} />
                    <span className="m-rank-info">
                      <span className="m-rank-title">{v.title}</span>
                      <span className="m-rank-meta">
                        {[v.categoryName, v.year || null, v.region].filter(Boolean).join(' · ')}
                      </span>
                      <span className="m-rank-desc">{v.description}</span>
                      <span className="m-rank-count">{t('common.playCount', { n: formatCount(v.playCount) })}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </PagedListView>
      </ScrollArea>
    </Page>
  );
}
