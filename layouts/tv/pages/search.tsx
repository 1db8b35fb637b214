// TV search: an on-screen keyboard grid (letters, digits) beside the results grid; results load
// 300 ms after the last key (debounce default in spec 002 §9).
import { memo, useCallback, useEffect, useState } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { useT } from '@src/i18n';
import { EmptyState } from '../components/empty-state';
import { LoadingWrapper } from '../components/loading-wrapper';
import { PosterGrid } from '../components/poster-grid';
import { PAGE_SIZE, useSearchList } from '@src/features/catalog';
import { usePageReady } from '../shell/page-context';
import { tvText } from '../tv-strings';
import './search.css';

export const KEYBOARD_KEYS: readonly string[] = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890'.split('');
const DEBOUNCE_MS = 300;

const Key = memo(function Key({ index, label, onPress, wide }: { index: number; label: string; onPress: (k: string) => void; wide?: boolean }) {
  const { ref, itemProps } = useFocusItem({ index, onEnter: () => onPress(label) }, wide ? 'tv-key tv-key-wide' : 'tv-key');
  return (
    <div ref={ref} {...itemProps} data-key={label}>
      {label}
    </div>
  );
});

function Results({ keyword }: { keyword: string }) {
  const t = useT();
  const paged = useSearchList(keyword, PAGE_SIZE);
  return (
    <LoadingWrapper status={paged.status} onRefresh={() => void paged.refresh()} emptyText={t('search.noResult')} emptySub={t('search.noResultSub')}>
      <PosterGrid focusKey={`search/grid/${keyword}`} videos={paged.items} loadState={paged.footer} onEndReached={paged.loadMore} viewportHeight={860} />
    </LoadingWrapper>
  );
}

export default function SearchPage() {
  const t = useT();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const type = useCallback((k: string) => setText((s) => (s.length < 50 ? s + k.toLowerCase() : s)), []);
  const del = useCallback(() => setText((s) => s.slice(0, -1)), []);
  const clear = useCallback(() => setText(''), []);
  usePageReady(true);
  return (
    <div className="tv-search">
      <FocusSection focusKey="search/keyboard" className="tv-search-keyboard">
        <div className="tv-search-input" data-testid="search-text">{text || <span className="tv-search-hint">{tvText('searchHint')}</span>}</div>
        <div className="tv-keys">
          {KEYBOARD_KEYS.map((k, i) => (
            <Key key={k} index={i} label={k} onPress={type} />
          ))}
          <Key index={KEYBOARD_KEYS.length} label={tvText('keyboardDelete')} onPress={del} wide />
          <Key index={KEYBOARD_KEYS.length + 1} label={tvText('keyboardClear')} onPress={clear} wide />
        </div>
      </FocusSection>
      <div className="tv-search-results">
        <div className="tv-section-title">{t('search.result')}</div>
        {keyword ? <Results key={keyword} keyword={keyword} /> : <EmptyState text={t('search.placeholder')} sub={tvText('searchHint')} />}
      </div>
    </div>
  );
}
