// /myCollection on TV: the favourites as a poster grid. OK opens a video; after 管理, OK removes
// the focused one (a mark on each poster says so), 完成 goes back to opening.
import { memo, useCallback, useEffect, useRef } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusTo } from '@focus/focus-scope';
import { useFocusItem } from '@focus/use-focus-item';
import { VirtualGrid } from '@focus/virtual-grid';
import type { VideoItem } from '@src/api/contract/common';
import { useT } from '@src/i18n';
import { useMyCollection } from '@src/features/rewards';
import { sizedImageUrl } from '@src/lib/image-size';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { LoadMoreFooter } from '../../components/load-more-footer';
import { POSTER_H, POSTER_W, watchPath } from '../../components/poster-card';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { SignedIn } from './parts';
import '../../components/poster-card.css';
import './rewards.css';

const Card = memo(function Card({ video, index, editing, onPress }: { video: VideoItem; index: number; editing: boolean; onPress: (v: VideoItem) => void }) {
  const t = useT();
  const onEnter = useCallback(() => onPress(video), [onPress, video]);
  const { ref, itemProps } = useFocusItem({ index, onEnter }, 'tv-poster tv-focusable tv-rw-card');
  return (
    <div ref={ref} {...itemProps} data-testid="collection-item" data-media-key={video.mediaKey} style={{ width: `${POSTER_W / 100}rem`, height: `${POSTER_H / 100}rem` }}>
      <img className="tv-poster-img" src={sizedImageUrl(video.poster, POSTER_W)} alt="" decoding="async" width={POSTER_W} height={POSTER_H - 60} />
      {editing ? <span className="tv-rw-del">{t('rewards.remove')}</span> : null}
      <div className="tv-poster-title">{video.title}</div>
    </div>
  );
});

function Collection() {
  const t = useT();
  const navigate = useTvNavigate();
  const c = useMyCollection();
  const { list, editing, remove } = c;
  const focusTo = useFocusTo();
  usePageReady(c.status !== 'loading');
  // The removed poster had focus: it moves to the one that took its place (or the empty state's Back).
  const removedAt = useRef<number | null>(null);
  const items = list.items;
  useEffect(() => {
    if (removedAt.current === null) return;
    const i = Math.min(removedAt.current, items.length - 1);
    removedAt.current = null;
    void focusTo(i >= 0 ? `collection/grid/${items[i].id}` : 'empty-back');
  }, [items, focusTo]);
  const onPress = useCallback(
    (v: VideoItem) => {
      if (!editing) return navigate(watchPath(v));
      removedAt.current = items.indexOf(v);
      void remove([v.mediaKey]).then((ok) => {
        if (!ok) removedAt.current = null;
      });
    },
    [editing, remove, navigate, items],
  );
  const renderItem = useCallback((v: VideoItem, i: number) => <Card video={v} index={i} editing={editing} onPress={onPress} />, [editing, onPress]);
  return (
    <>
      <div className="tv-page-title">{t('routes.myCollection')}</div>
      {c.status === 'ready' ? (
        <FocusSection focusKey="collection/bar" className="tv-rw-bar">
          <FocusButton id="edit" label={editing ? t('rewards.done') : t('rewards.edit')} onPress={c.toggleEditing} testId="collection-edit" />
          {editing ? <span className="tv-rw-note">{t('rewards.removeHint')}</span> : null}
        </FocusSection>
      ) : null}
      <LoadingWrapper status={c.status} onRefresh={() => void list.refresh()} emptyText={t('rewards.noCollection')}>
        <VirtualGrid
          focusKey="collection/grid"
          items={list.items}
          columns={5}
          itemWidth={POSTER_W}
          itemHeight={POSTER_H}
          gapX={40}
          gapY={40}
          viewportHeight={720}
          bufferRows={2}
          itemId={(v) => v.id}
          renderItem={renderItem}
          onEndReached={list.loadMore}
          footer={<LoadMoreFooter state={list.footer} />}
        />
      </LoadingWrapper>
    </>
  );
}

export default function MyCollectionPage() {
  return <SignedIn title="routes.myCollection">{(uid) => <Collection key={uid} />}</SignedIn>;
}
