// TV home: recommendation rows from the home API (plus the watching row), virtualised both
// ways; OK on a poster opens /watch?id=.
import { useCallback, useMemo } from 'react';
import { VirtualList } from '@focus/virtual-list';
import { useT } from '@src/i18n';
import { LoadingWrapper } from '../components/loading-wrapper';
import { PosterRow, ROW_HEIGHT } from '../components/poster-row';
import { loadHomeRows, loadWatching, type HomeRow } from '../data/api';
import { useLoad, usePaged } from '../data/use-load';
import { usePageReady } from '../shell/page-context';

const rowId = (r: HomeRow) => r.id;

export default function HomePage() {
  const t = useT();
  const paged = usePaged(loadHomeRows);
  const watching = useLoad(loadWatching);
  const rows = useMemo<readonly HomeRow[]>(() => {
    const w = watching.data && watching.data.length ? [{ id: 'watching', title: t('home.watching'), videos: watching.data }] : [];
    return [...w, ...paged.items];
  }, [watching.data, paged.items, t]);
  const renderRow = useCallback((row: HomeRow, i: number, key: string) => <PosterRow focusKey={key} index={i} title={row.title} videos={row.videos} />, []);
  usePageReady(paged.status === 'ready');
  return (
    <LoadingWrapper status={paged.status} onRefresh={paged.reload}>
      <VirtualList focusKey="home/rows" items={rows} rowHeight={ROW_HEIGHT} viewportHeight={970} buffer={1} itemId={rowId} renderRow={renderRow} onEndReached={paged.loadMore} />
    </LoadingWrapper>
  );
}
