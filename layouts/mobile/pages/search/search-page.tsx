import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHotKeywords, useSearchList, SEARCH_KEYWORD_MAX_CHARS } from '@src/features/catalog';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { PosterGrid } from '../../components/poster/poster';
import { useBack } from '../../components/nav-bar/use-back';
import { useMt } from '../../text';
import { addSearchHistory, clearSearchHistory, readSearchHistory } from './search-history';
import './search-page.css';

const PAGE_SIZE = 18;
const MAX_KEYWORD = SEARCH_KEYWORD_MAX_CHARS;

/** Search (/search?keyword=): input, hot searches and history, then paged results. */
export default function SearchPage() {
  const t = useMt();
  const back = useBack();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, MAX_KEYWORD);
  const [input, setInput] = useState(keyword);
  const hot = useHotKeywords().data ?? [];
  const [history, setHistory] = useState<string[]>(readSearchHistory);

  const submit = useCallback(
    (word: string) => {
      const k = word.trim().slice(0, MAX_KEYWORD);
      if (!k) return;
      setInput(k);
      setHistory((h) => addSearchHistory(k, h));
      // Replace, so Back leaves the search page instead of stepping through keywords.
      setParams({ keyword: k }, { replace: true });
    },
    [setParams],
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(input);
  };

  return (
    <Page>
      <form className="m-search-bar" role="search" onSubmit={onSubmit}>
        <label className="m-search-field">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16 16 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            type="search"
            name="keyword"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={MAX_KEYWORD}
            placeholder={t('search.placeholder')}
            value={input}
            data-testid="search-input"
            onChange={(e) => setInput(e.target.value)}
          />
        </label>
        <button type="submit" className="m-search-submit" data-testid="search-submit">
          {t('common.search')}
        </button>
        <button type="button" className="m-search-cancel" onClick={back}>
          {t('common.cancel')}
        </button>
      </form>
      {keyword ? (
        <SearchResults keyword={keyword} />
      ) : (
        <ScrollArea>
          {history.length > 0 && (
            <section className="m-search-block">
              <h2 className="m-search-head">
                {t('search.history')}
                <button
                  type="button"
                  className="m-search-clear"
                  onClick={() => {
                    clearSearchHistory();
                    setHistory([]);
                  }}
                >
                  {t('search.clearHistory')}
                </button>
              </h2>
              <div className="m-search-chips">
                {history.map((k) => (
                  <button key={k} type="button" className="m-search-chip" onClick={() => submit(k)}>
                    {k}
                  </button>
                ))}
              </div>
            </section>
          )}
          {hot.length > 0 && (
            <section className="m-search-block" data-testid="hot-search">
              <h2 className="m-search-head">{t('search.hot')}</h2>
              <ol className="m-search-hot">
                {hot.map((k, i) => (
                  <li key={k}>
                    <button type="button" className="m-search-hot-item" onClick={() => submit(k)}>
                      <span className={`m-search-hot-no${i < 3 ? ' is-top' : ''}`}>{i + 1}</span>
                      {k}
                    </button>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </ScrollArea>
      )}
    </Page>
  );
}

function SearchResults({ keyword }: { keyword: string }) {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const list = useSearchList(keyword, PAGE_SIZE);
  return (
    <ScrollArea scrollRef={scrollRef}>
      <div className="m-list-pad" data-testid="search-results">
        <PagedListView list={list} scrollRef={scrollRef} emptyText={t('search.noResult')} emptySubText={t('search.noResultSub')}>
          {(items) => <PosterGrid videos={items} />}
        </PagedListView>
      </div>
    </ScrollArea>
  );
}
