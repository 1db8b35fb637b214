// TV search: an on-screen keyboard (letters, digits) beside the results. What is typed is searched
// by title, pinyin or initials (fhsj finds 繁花似锦) once the typing pauses; before anything is
// typed the hot keywords show, and OK on one searches it. The logic is useKeyboardSearch.
import { memo, useEffect, useRef } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { presetFocus } from '@focus/initial-focus';
import { itemKey, useScopedKey } from '@focus/focus-scope';
import { useT } from '@src/i18n';
import { EmptyState } from '../components/empty-state';
import { LoadingWrapper } from '../components/loading-wrapper';
import { PosterGrid } from '../components/poster-grid';
import { PAGE_SIZE, useKeyboardSearch, useSearchList } from '@src/features/catalog';
import { usePageReady } from '../shell/page-context';
import { tvText } from '../tv-strings';
import './search.css';

export const KEYBOARD_KEYS: readonly string[] = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890'.split('');

const KEYBOARD = 'search/keyboard';

const Key = memo(function Key({ id, label, onPress, wide }: { id: string; label: string; onPress: (k: string) => void; wide?: boolean }) {
  const { ref, itemProps } = useFocusItem({ id, onEnter: () => onPress(label) }, wide ? 'tv-key tv-key-wide' : 'tv-key');
  return (
    <div ref={ref} {...itemProps} data-key={label}>
      {label}
    </div>
  );
});

const HotKeyword = memo(function HotKeyword({ keyword, index, onPick }: { keyword: string; index: number; onPick: (k: string) => void }) {
  const { ref, itemProps } = useFocusItem<HTMLLIElement>({ id: keyword, onEnter: () => onPick(keyword) }, 'tv-search-hot-item');
  return (
    <li ref={ref} {...itemProps} data-keyword={keyword}>
      <span className={index < 3 ? 'tv-search-hot-no is-top' : 'tv-search-hot-no'}>{index + 1}</span>
      {keyword}
    </li>
  );
});

/** The hot keywords before anything is typed (spec 001 §3 hot search list), as on the phone. */
function HotKeywords({ keywords, onPick }: { keywords: readonly string[]; onPick: (k: string) => void }) {
  const t = useT();
  return (
    <FocusSection focusKey="search/hot" className="tv-search-hot" attrs={{ 'data-testid': 'hot-search' }}>
      <div className="tv-section-title">{t('search.hot')}</div>
      <ol className="tv-search-hot-list">
        {keywords.map((k, i) => (
          <HotKeyword key={k} keyword={k} index={i} onPick={onPick} />
        ))}
      </ol>
    </FocusSection>
  );
}

/**
 * A picked hot keyword unmounts the item that had focus (norigin puts focus back on the
 * keyboard): once its results are in, focus goes to the first of them, as the viewer asked for
 * them. With no results it stays on the keyboard. Typing never moves focus.
 */
function useFocusAfterPick(picked: boolean, gridKey: string, firstId: number | undefined, loaded: boolean): void {
  const scoped = useScopedKey();
  const done = useRef(false);
  useEffect(() => {
    if (!picked || !loaded || done.current) return;
    done.current = true;
    if (firstId !== undefined) presetFocus(itemKey(scoped(gridKey), firstId));
  }, [picked, loaded, firstId, gridKey, scoped]);
}

function Results({ keyword, live }: { keyword: string; live: boolean }) {
  const t = useT();
  const paged = useSearchList(keyword, PAGE_SIZE, live);
  const gridKey = `search/grid/${keyword}`;
  useFocusAfterPick(!live, gridKey, paged.items[0]?.id, paged.status !== 'loading');
  return (
    <LoadingWrapper status={paged.status} onRefresh={() => void paged.refresh()} emptyText={t('search.noResult')} emptySub={t('search.noResultSub')}>
      <PosterGrid focusKey={gridKey} videos={paged.items} loadState={paged.footer} onEndReached={paged.loadMore} viewportHeight={860} />
    </LoadingWrapper>
  );
}

export default function SearchPage() {
  const t = useT();
  const search = useKeyboardSearch();
  const { keyword, live, hot, type, del, clear, pick } = search;
  usePageReady(true);
  return (
    <div className="tv-search">
      <FocusSection focusKey={KEYBOARD} className="tv-search-keyboard">
        <div className="tv-search-input" data-testid="search-text">{search.text || <span className="tv-search-hint">{tvText('searchHint')}</span>}</div>
        <div className="tv-keys">
          {KEYBOARD_KEYS.map((k) => (
            <Key key={k} id={k} label={k} onPress={type} />
          ))}
          <Key id="delete" label={tvText('keyboardDelete')} onPress={del} wide />
          <Key id="clear" label={tvText('keyboardClear')} onPress={clear} wide />
        </div>
      </FocusSection>
      <div className="tv-search-results" data-testid="search-results">
        {keyword ? (
          <>
            <div className="tv-section-title">{t('search.result')}</div>
            <Results key={`${keyword}/${live ? 'typed' : 'picked'}`} keyword={keyword} live={live} />
          </>
        ) : hot.length ? (
          <HotKeywords keywords={hot} onPick={pick} />
        ) : (
          <>
            <div className="tv-section-title">{t('search.result')}</div>
            <EmptyState text={t('search.placeholder')} sub={tvText('searchHint')} />
          </>
        )}
      </div>
    </div>
  );
}
