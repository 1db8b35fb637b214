// /miniVideoChannel?titleId&subID on TV: a focus list of the channel's short videos beside the
// player. Up/down moves between videos and the focused one plays (the next one preloaded); OK
// opens it on the watch page; the remote's media keys play and pause.
import { memo, useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useFocusItem } from '@focus/use-focus-item';
import { useKeyAction } from '@focus/use-key-action';
import type { VideoItem } from '@src/api/contract/common';
import { FeedVideo, miniChannelFrom, useMiniVideoFeed } from '@src/features/browse';
import { watchUrl } from '@src/features/watch';
import { useT } from '@src/i18n';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePage, usePageReady } from '../../shell/page-context';
import './browse.css';

const MiniRow = memo(function MiniRow({ index, video, playing, onFocusIndex, onOpen }: {
  index: number;
  video: VideoItem;
  playing: boolean;
  onFocusIndex: (i: number) => void;
  onOpen: (v: VideoItem) => void;
}) {
  const onFocus = useCallback(() => onFocusIndex(index), [onFocusIndex, index]);
  const onEnter = useCallback(() => onOpen(video), [onOpen, video]);
  const { ref, itemProps } = useFocusItem({ id: video.id, index, onEnter, onFocus }, `tv-mini-row${playing ? ' playing' : ''}`);
  return (
    <div ref={ref} {...itemProps} data-testid="mini-item" data-media-key={video.mediaKey}>
      <img className="tv-mini-thumb" src={video.poster} alt="" />
      <div className="tv-mini-text">
        <div className="tv-mini-title">{video.title}</div>
        {video.tags.length ? <div className="tv-mini-tags">{video.tags.map((g) => `#${g}`).join(' ')}</div> : null}
      </div>
    </div>
  );
});

export default function MiniVideoChannelPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const { active } = usePage();
  const { search } = useLocation();
  const channel = useMemo(() => miniChannelFrom(search), [search]);
  const feed = useMiniVideoFeed(channel, { tv: true });
  const { player, goTo, stream } = feed;
  usePageReady(feed.list.status !== 'loading');
  const open = useCallback((v: VideoItem) => navigate(watchUrl(v.mediaKey)), [navigate]);

  // Back from the watch page: the video element was out of the page (which pauses it); go on.
  useEffect(() => {
    if (active && stream && !player.isDestroyed) void player.play().catch(() => undefined);
  }, [active, stream, player]);

  useKeyAction(
    (action) => {
      if (player.isDestroyed) return;
      if (action === 'play') void player.play().catch(() => undefined);
      else if (action === 'pause') player.pause();
      else if (action === 'playPause') void player.toggle().catch(() => undefined);
    },
    { enabled: active },
  );

  return (
    <div className="tv-mini">
      <div className="tv-page-title">{t('routes.miniVideoChannel')}</div>
      <LoadingWrapper status={feed.list.status} onRefresh={() => void feed.list.refresh()} emptyText={t('browse.miniEmpty')}>
        <div
          className="tv-mini-body"
          data-testid="mini-feed"
          data-index={feed.index}
          data-current={feed.current?.mediaKey ?? ''}
          data-preloaded={feed.preloaded ?? ''}
          data-stream={feed.stream}
          data-player-state={feed.playerState}
        >
          <ScrollPane className="tv-mini-list">
            <FocusSection focusKey="mini/list">
              {feed.items.map((v, i) => (
                <MiniRow key={v.id} index={i} video={v} playing={i === feed.index} onFocusIndex={goTo} onOpen={open} />
              ))}
            </FocusSection>
          </ScrollPane>
          <div className="tv-mini-stage">
            {/* Paused while another page covers this one (kept pages stay mounted). */}
            {active ? <FeedVideo player={player} /> : null}
            {feed.current ? <div className="tv-mini-caption">{feed.current.title}</div> : null}
            <div className="tv-mini-hint">{t('browse.miniTvHint')}</div>
          </div>
        </div>
      </LoadingWrapper>
    </div>
  );
}
