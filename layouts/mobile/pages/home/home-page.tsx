import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useHomeSections, useNavigation, useWatching } from '@src/features/catalog';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { LoadMoreFooter } from '../../components/load-more/load-more-footer';
import { useLoadMore } from '../../components/load-more/use-load-more';
import { Poster, PosterGrid } from '../../components/poster/poster';
import { usePageActive } from '../../shell/page-context';
import { useMt } from '../../text';
import { HomeBanner } from './home-banner';
import { ChannelFeed } from './channel-feed';
import { homeChannelOf, isHomeAlias } from './home-channel';
import './home-page.css';
import { href } from '@src/routes/href';
import { SECTIONS_PER_PAGE, WATCHING_COUNT } from './home-first-screen';
import { useFollowedSeries } from '@src/features/series-follow';

/** Home (spec 002 §2): banner, watching row and recommendation sections, pull to refresh, paged. */
export default function HomePage() {
  const t = useMt();
  const navigate = useNavigate();
  const active = usePageActive();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  // The sections decide the page's state; watching and the categories only decorate it (their
  // failures show nothing).
  const home = useHomeSections(SECTIONS_PER_PAGE);
  const watchingList = useWatching(WATCHING_COUNT);
  const watching = watchingList.data ?? [];
  const followed = useFollowedSeries();
  const nav = useNavigation(true);
  const categories = nav.data ?? [];
  const banner = home.first?.banner ?? [];
  const { pathname } = useLocation();
  const [channel, setChannel] = useState('');

  // Kept alive: follow the path only while shown, other routes' paths are not channels.
  useEffect(() => {
    if (active) setChannel(homeChannelOf(pathname));
  }, [active, pathname]);

  const { refresh: refreshSections } = home;
  const { refresh: refreshNav } = nav;
  const { refresh: refreshWatching } = watchingList;
  const refresh = useCallback(async () => {
    await Promise.all([refreshSections(), refreshWatching(), refreshNav()]);
  }, [refreshSections, refreshWatching, refreshNav]);

  // An alias naming no category (e.g. /japan on a catalogue without it) shows recommendations.
  const channelCategory = channel ? categories.find((c) => c.key.toLowerCase() === channel) : undefined;
  useLoadMore({ scrollRef, state: home.footer, onLoadMore: home.loadMore, enabled: active && home.status === 'ready' && !channelCategory, contentKey: home.items.length });

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
        {categories.map((c) => (
          <Link
            key={c.id}
            className={`m-home-cat${channelCategory?.id === c.id ? ' is-active' : ''}`}
            to={isHomeAlias(c.key) ? `/${c.key}` : href('List', { category: c.key })}
            replace={isHomeAlias(c.key)}
          >
            {c.name}
          </Link>
        ))}
        <Link className="m-home-cat" to={href('MiniVideoChannel')} data-testid="home-mini-videos">
          {t('home.miniVideos')}
        </Link>
        <Link className="m-home-cat m-home-cat--all" to={href('Navigation')} aria-label={t('home.navigation')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
      </nav>
      {channelCategory ? (
        <ChannelFeed key={channelCategory.key} category={channelCategory.key} />
      ) : (
        <ScrollArea scrollRef={scrollRef} onRefresh={refresh}>
          {/* The watching row sits above the sections: they wait for it (or its failure) rather than move down when it arrives. */}
          <LoadingWrapper status={home.status === 'ready' && watchingList.status === 'loading' ? 'loading' : home.status} onRefresh={() => void refresh()}>
            {banner.length > 0 && <HomeBanner videos={banner} />}
            {watching.length > 0 && (
              <section className="m-home-section">
                <h2 className="m-home-section-title">
                  {t('home.watching')}
                  <Link to={href('Watching')} className="m-home-more">
                    {t('common.more')}
                  </Link>
                </h2>
                <div className="m-home-row">
                  {watching.map((v) => (
                    <Poster key={v.id} video={v} shape="landscape" />
                  ))}
                </div>
              </section>
            )}
            {followed.videos.length > 0 && (
              <section className="m-home-section" data-testid="home-followed-series">
                <h2 className="m-home-section-title">{t('home.followedSeries')}</h2>
                <div className="m-home-row">
                  {followed.videos.map((v) => (
                    <Poster key={v.id} video={v} shape="landscape" subtitle={followed.marks.get(v.id)} />
                  ))}
                </div>
              </section>
            )}
            {home.items.map((s) => (
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
            <LoadMoreFooter state={home.footer} onRetry={home.loadMore} />
          </LoadingWrapper>
        </ScrollArea>
      )}
    </Page>
  );
}
