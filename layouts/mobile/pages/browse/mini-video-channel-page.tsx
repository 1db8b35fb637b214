// /miniVideoChannel?titleId&subID on the phone: a vertical swipe feed of short videos. The
// visible one plays (the feed's one player moves into its slot), the next one is preloaded;
// a swipe up past SWIPE_THRESHOLD of the height moves to the next, down to the previous.
import { useMemo, useRef, useState, type TouchEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FeedVideo, miniChannelFrom, swipeTarget, useMiniVideoFeed } from '@src/features/browse';
import { watchUrl } from '@src/features/watch';
import { Page } from '../../components/page/page';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import './browse.css';

/** Items this far from the visible one keep their poster mounted (the rest are empty slots). */
const MOUNT_AROUND = 2;

export default function MiniVideoChannelPage() {
  const t = useMt();
  const { search } = useLocation();
  const channel = useMemo(() => miniChannelFrom(search), [search]);
  const feed = useMiniVideoFeed(channel);
  const { index, items, player, playerState } = feed;
  const boxRef = useRef<HTMLDivElement | null>(null);
  const startY = useRef<number | null>(null);
  // The finger's travel: state to draw the track following it, a ref for the end handler (a
  // touchend may come before the render of the last touchmove).
  const [drag, setDrag] = useState(0);
  const dragRef = useRef(0);

  const onStart = (e: TouchEvent) => {
    startY.current = e.touches[0]?.clientY ?? null;
    dragRef.current = 0;
  };
  const onMove = (e: TouchEvent) => {
    if (startY.current === null) return;
    dragRef.current = (e.touches[0]?.clientY ?? startY.current) - startY.current;
    setDrag(dragRef.current);
  };
  const onEnd = () => {
    if (startY.current === null) return;
    startY.current = null;
    feed.goTo(swipeTarget(index, dragRef.current, boxRef.current?.clientHeight ?? 0, items.length));
    dragRef.current = 0;
    setDrag(0);
  };
  const toggle = () => void player.toggle().catch(() => undefined);

  return (
    <Page nav={{ title: t('routes.miniVideoChannel') }} className="m-mini-page">
      <LoadingWrapper status={feed.list.status} onRefresh={() => void feed.list.refresh()} emptyText={t('browse.miniEmpty')}>
        <div
          ref={boxRef}
          className="m-mini"
          data-testid="mini-feed"
          data-index={index}
          data-current={feed.current?.mediaKey ?? ''}
          data-preloaded={feed.preloaded ?? ''}
          data-stream={feed.stream}
          data-player-state={playerState}
          onTouchStart={onStart}
          onTouchMove={onMove}
          onTouchEnd={onEnd}
          onTouchCancel={onEnd}
        >
          <div className={`m-mini-track${drag ? ' is-dragging' : ''}`} style={{ transform: `translateY(calc(${-index * 100}% + ${drag}px))` }}>
            {items.map((v, i) => (
              <section key={v.id} className="m-mini-item" style={{ top: `${i * 100}%` }} data-testid="mini-item" data-media-key={v.mediaKey} aria-current={i === index}>
                {Math.abs(i - index) <= MOUNT_AROUND ? (
                  <>
                    <img className="m-mini-poster" src={v.poster} alt="" />
                    {i === index ? <FeedVideo player={player} className="m-mini-video" /> : null}
                    <div className="m-mini-tap" onClick={i === index ? toggle : undefined} />
                    <div className="m-mini-info">
                      <div className="m-mini-title">{v.title}</div>
                      {v.tags.length ? <div className="m-mini-tags">{v.tags.map((g) => `#${g}`).join(' ')}</div> : null}
                      <Link className="m-browse-chip m-link-reset" to={watchUrl(v.mediaKey)} data-testid="mini-details">
                        {t('browse.details')}
                      </Link>
                    </div>
                  </>
                ) : null}
              </section>
            ))}
          </div>
          {feed.playStatus === 'network-error' || feed.playStatus === 'error' ? (
            <div className="m-mini-center" role="alert">
              <button type="button" className="m-btn" onClick={feed.reloadPlay}>
                {t('network.refresh')}
              </button>
            </div>
          ) : null}
          {index === 0 && items.length > 1 ? <div className="m-mini-hint">{t('browse.miniSwipeHint')}</div> : null}
        </div>
      </LoadingWrapper>
    </Page>
  );
}
