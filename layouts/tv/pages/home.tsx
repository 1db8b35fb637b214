// TV home: recommendation rows from the home API (plus the watching row), virtualised both
// ways; OK on a poster opens /watch?id=.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { VirtualList } from '@focus/virtual-list';
import { currentFocusKey, focusKey } from '@focus/focus-actions';
import { itemKey, useScopedKey } from '@focus/focus-scope';
import { recallFocus } from '@focus/section-memory';
import { useT } from '@src/i18n';
import { LoadingWrapper, type WrapperStatus } from '../components/loading-wrapper';
import { PosterRow, ROW_HEIGHT } from '../components/poster-row';
import { useHomeRows, useWatching, type HomeRow } from '@src/features/catalog';
import { usePageReady } from '../shell/page-context';
import { useFollowedSeries } from '@src/features/series-follow';

const rowId = (r: HomeRow) => r.id;
const FOLLOWED_ROW = 'followed-series';
const LIST_KEY = 'home/rows';

/**
 * How long the rows wait for a watching list still on its way when the first page is in. The
 * watching row goes on top: arriving later it would push every row down under the user (and
 * remount them). Both requests start together, so it is normally in already.
 */
export const WATCHING_GRACE_MS = 150;

function useGrace(start: boolean, ms: number): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!start || over) return;
    const t = setTimeout(() => setOver(true), ms);
    return () => clearTimeout(t);
  }, [start, over, ms]);
  return over;
}

/**
 * Until the user moved, focus stays on the home's first poster: a row inserted on top (a late
 * watching row) brings a new first poster, and focus follows it. Once they moved, keys from data
 * ids keep them on their poster wherever its row went.
 */
function useFocusFollowsFirstPoster(firstKey: string | null): void {
  const before = useRef(firstKey);
  useEffect(() => {
    const previous = before.current;
    before.current = firstKey;
    if (previous && firstKey && previous !== firstKey && currentFocusKey() === previous) void focusKey(firstKey);
  }, [firstKey]);
}

export default function HomePage() {
  const t = useT();
  // Both are in the cache, or on their way, when the TV opened on the home (prefetchHome in
  // app.tsx): then the first render has the rows and no second request leaves.
  const paged = useHomeRows();
  const watching = useWatching();
  // 我的追剧 (signed in, something followed): below the watching row, marks on new episodes.
  const followed = useFollowedSeries();
  const graceOver = useGrace(paged.status === 'ready' && watching.status === 'loading', WATCHING_GRACE_MS);
  const status: WrapperStatus = paged.status === 'ready' && watching.status === 'loading' && !graceOver ? 'loading' : paged.status;

  const rows = useMemo<readonly HomeRow[]>(() => {
    const w = watching.data && watching.data.length ? [{ id: 'watching', title: t('home.watching'), videos: watching.data }] : [];
    const f = followed.videos.length ? [{ id: FOLLOWED_ROW, title: t('home.followedSeries'), videos: followed.videos }] : [];
    return [...w, ...f, ...paged.items];
  }, [watching.data, followed.videos, paged.items, t]);
  const { marks } = followed;
  const renderRow = useCallback(
    (row: HomeRow, i: number, key: string) => <PosterRow focusKey={key} index={i} title={row.title} videos={row.videos} marks={row.id === FOLLOWED_ROW ? marks : undefined} />,
    [marks],
  );
  // Nothing remembered (first visit): focus lands on the first poster of the first row. Keys
  // carry section and video ids, so a late watching row inserted on top moves no one's key.
  const key = useScopedKey();
  const first = rows[0];
  const firstKey = status === 'ready' && first?.videos.length ? itemKey(itemKey(key(LIST_KEY), first.id), first.videos[0].id) : null;
  usePageReady(status === 'ready', recallFocus(key(LIST_KEY)) ? null : firstKey);
  useFocusFollowsFirstPoster(firstKey);
  return (
    <LoadingWrapper status={status} onRefresh={() => void paged.refresh()}>
      {/* Two rows of buffer below: the row that comes into view on Down is already mounted. */}
      <VirtualList focusKey={LIST_KEY} items={rows} rowHeight={ROW_HEIGHT} viewportHeight={970} buffer={2} itemId={rowId} renderRow={renderRow} onEndReached={paged.loadMore} />
    </LoadingWrapper>
  );
}
