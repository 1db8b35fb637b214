import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { fetchHomeRecommend, fetchNavigation, fetchWatching } from '@src/features/catalog';
import type { Category, HomeSection } from '@src/api/contract/home';
import type { VideoItem } from '@src/api/contract/common';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { LoadingWrapper, type LoadStatus } from '../../components/loading/loading-wrapper';
import { LoadMoreFooter } from '../../components/load-more/load-more-footer';
import { LIST_STATE, type ListState } from '../../components/load-more/load-more-math';
import { useLoadMore } from '../../components/load-more/use-load-more';
import { Poster, PosterGrid } from '../../components/poster/poster';
import { usePageActive } from '../../shell/page-context';
import { useMt } from '../../text';
import { HomeBanner } from './home-banner';
import { ChannelFeed } from './channel-feed';
import { homeChannelOf, isHomeAlias } from './home-channel';
import './home-page.css';
import { href } from '@src/routes/href';

const SECTIONS_PER_PAGE = 4;

interface HomeData {
  banner: VideoItem[];
  sections: HomeSection[];
  watching: VideoItem[];
  categories: Category[];
}

const EMPTY: HomeData = { banner: [], sections: [], watching: [], categories: [] };

/** Home (spec 002 §2): banner, watching row and recommendation sections, pull to refresh, paged. */
export default function HomePage() {
  const t = useMt();
  const navigate = useNavigate();
  const active = usePageActive();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [data, setData] = useState<HomeData>(EMPTY);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [footer, setFooter] = useState<ListState>(LIST_STATE.HIDDEN);
  const page = useRef(0);
  const busy = useRef(false);
  const { pathname } = useLocation();
  const [channel, setChannel] = useState('');

  // Kept alive: follow the path only while shown, other routes' paths are not channels.
  useEffect(() => {
    if (active) setChannel(homeChannelOf(pathname));
  }, [active, pathname]);

  const loadFirst = useCallback(async () => {
    busy.current = true;
    try {
      const [rec, watching, nav] = await Promise.all([
        fetchHomeRecommend(1, SECTIONS_PER_PAGE),
        fetchWatching(10).catch(() => ({ list: [] as VideoItem[] })),
        fetchNavigation().catch(() => ({ list: [] as Category[] })),
      ]);
      page.current = 1;
      setData({ banner: rec.banner, sections: rec.sections, watching: watching.list, categories: nav.list });
      setStatus(rec.sections.length === 0 && rec.banner.length === 0 ? 'empty' : 'ready');
      setFooter(rec.hasMore ? LIST_STATE.HIDDEN : LIST_STATE.NO_MORE);
    } catch {
      setStatus((s) => (s === 'ready' ? s : 'network-error'));
    } finally {
      busy.current = false;
    }
  }, []);

  const loadMore = useCallback(() => {
    if (busy.current || page.current === 0) return;
    busy.current = true;
    setFooter(LIST_STATE.LOADING);
    fetchHomeRecommend(page.current + 1, SECTIONS_PER_PAGE)
      .then((rec) => {
        page.current += 1;
        setData((d) => ({ ...d, sections: mergeSections(d.sections, rec.sections) }));
        setFooter(rec.hasMore && rec.sections.length > 0 ? LIST_STATE.HIDDEN : LIST_STATE.NO_MORE);
      })
      .catch(() => setFooter(LIST_STATE.FAILED))
      .finally(() => {
        busy.current = false;
      });
  }, []);

  useEffect(() => {
    void loadFirst();
  }, [loadFirst]);

  // An alias naming no category (e.g. /japan on a catalogue without it) shows recommendations.
  const channelCategory = channel ? data.categories.find((c) => c.key.toLowerCase() === channel) : undefined;
  useLoadMore({ scrollRef, state: footer, onLoadMore: loadMore, enabled: active && status === 'ready' && !channelCategory, contentKey: data.sections.length });

  return (
    <Page className="m-home">
      <header className="m-home-header">
        <span className="m-home-logo">{t('meta.siteTitle')}</span>
        <button type="button" className="m-home-search" data-testid="home-search" onClick={() => navigate(href('Search'))}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16 16 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{t('search.placeholder')}</span>
        </button>
      </header>
      <nav className="m-home-cats">
        <Link className={`m-home-cat${channelCategory ? '' : ' is-active'}`} to={href('Home')} replace>
          {t('home.recommend')}
        </Link>
        {data.categories.map((c) => (
          <Link
            key={c.id}
            className={`m-home-cat${channelCategory?.id === c.id ? ' is-active' : ''}`}
            to={isHomeAlias(c.key) ? `/${c.key}` : href('List', { category: c.key })}
            replace={isHomeAlias(c.key)}
          >
            {c.name}
          </Link>
        ))}
        <Link className="m-home-cat m-home-cat--all" to={href('Navigation')} aria-label={t('routes.navigation')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
      </nav>
      {channelCategory ? (
        <ChannelFeed key={channelCategory.key} category={channelCategory.key} />
      ) : (
        <ScrollArea scrollRef={scrollRef} onRefresh={loadFirst}>
          <LoadingWrapper status={status} onRefresh={() => void loadFirst()}>
            {data.banner.length > 0 && <HomeBanner videos={data.banner} />}
            {data.watching.length > 0 && (
              <section className="m-home-section">
                <h2 className="m-home-section-title">
                  {t('home.watching')}
                  <Link to={href('Watching')} className="m-home-more">
                    {t('common.more')}
                  </Link>
                </h2>
                <div className="m-home-row">
                  {data.watching.map((v) => (
                    <Poster key={v.id} video={v} shape="landscape" />
                  ))}
                </div>
              </section>
            )}
            {data.sections.map((s) => (
              <section key={s.id} className="m-home-section" data-section={s.id}>
                <h2 className="m-home-section-title">
                  {s.title}
                  <Link to={href('List', { category: s.categoryId })} className="m-home-more">
                    {t('common.more')}
                  </Link>
                </h2>
                <PosterGrid videos={s.list.slice(0, 6)} />
              </section>
            ))}
            <LoadMoreFooter state={footer} onRetry={loadMore} />
          </LoadingWrapper>
        </ScrollArea>
      )}
    </Page>
  );
}

/** recomData is merged: a later page repeating a section (same id) replaces it in place. */
export function mergeSections(prev: HomeSection[], next: HomeSection[]): HomeSection[] {
  const out = [...prev];
  for (const s of next) {
    const i = out.findIndex((x) => x.id === s.id);
    if (i >= 0) out[i] = s;
    else out.push(s);
  }
  return out;
}
