// TV home: recommendation rows from the home API (plus the watching row), virtualised both
// ways; OK on a poster opens /watch?id=.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { VirtualList } from '@focus/virtual-list';
import { currentFocusKey, focusKey } from '@focus/focus-actions';
import { itemKey } from '@focus/use-focus-item';
import { recallFocus } from '@focus/section-memory';
import { useT } from '@src/i18n';
import { LoadingWrapper, type WrapperStatus } from '../components/loading-wrapper';
import { PosterRow, ROW_HEIGHT } from '../components/poster-row';
import { loadHomeRows, loadWatching, type HomeRow } from '../data/api';
import { dropHomePrefetch, peekHomePrefetch } from '../data/home-prefetch';
import { useLoad, usePaged } from '../data/use-load';
import { usePageReady } from '../shell/page-context';

const rowId = (r: HomeRow) => r.id;
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
 * Rows inserted above the ones on screen (a late watching row) shift every row's focus key:
 * keep the user on the poster they were on. Until they moved, the home's first poster stays
 * focused.
 */
function useKeepFocusOnShift(inserted: number): void {
  const before = useRef(inserted);
  useEffect(() => {
    const shift = inserted - before.current;
    before.current = inserted;
    if (shift <= 0) return;
    const m = /^home\/rows\/(\d+)\/(\d+)$/.exec(currentFocusKey() ?? '');
    if (!m || (m[1] === '0' && m[2] === '0')) return;
    void focusKey(`${LIST_KEY}/${Number(m[1]) + shift}/${m[2]}`);
  }, [inserted]);
}

export default function HomePage() {
  const t = useT();
  // Requested at app start when the TV opened on the home (see app.tsx).
  const [prefetch] = useState(peekHomePrefetch);
  useEffect(() => dropHomePrefetch(), []);
  const paged = usePaged(loadHomeRows, prefetch?.firstPage);
  const watching = useLoad(loadWatching, undefined, prefetch?.watching);
  const graceOver = useGrace(paged.status === 'ready' && watching.status === 'loading', WATCHING_GRACE_MS);
  const status: WrapperStatus = paged.status === 'ready' && watching.status === 'loading' && !graceOver ? 'loading' : paged.status;

  const watchingRow = watching.data && watching.data.length ? 1 : 0;
  const rows = useMemo<readonly HomeRow[]>(() => {
    const w = watching.data && watching.data.length ? [{ id: 'watching', title: t('home.watching'), videos: watching.data }] : [];
    return [...w, ...paged.items];
  }, [watching.data, paged.items, t]);
  const renderRow = useCallback((row: HomeRow, i: number, key: string) => <PosterRow focusKey={key} index={i} title={row.title} videos={row.videos} />, []);
  // Nothing remembered (first visit): focus lands on the first poster of the first row.
  usePageReady(status === 'ready', recallFocus(LIST_KEY) ? null : itemKey(itemKey(LIST_KEY, 0), 0));
  useKeepFocusOnShift(status === 'ready' ? watchingRow : 0);
  return (
    <LoadingWrapper status={status} onRefresh={paged.reload}>
      {/* Two rows of buffer below: the row that comes into view on Down is already mounted. */}
      <VirtualList focusKey={LIST_KEY} items={rows} rowHeight={ROW_HEIGHT} viewportHeight={970} buffer={2} itemId={rowId} renderRow={renderRow} onEndReached={paged.loadMore} />
    </LoadingWrapper>
  );
}
