// A user's dynamics as a remote row (/space/{id}): each card shows the cover and the text; OK
// opens /dynamicDetail, where a published video plays by remote.
import { memo, useCallback } from 'react';
import { VirtualRow } from '@focus/virtual-row';
import { useFocusItem } from '@focus/use-focus-item';
import type { Trend } from '@src/api/contract/trends';
import { href } from '@src/routes/href';
import { useTvNavigate } from '../../router/navigate';
import '../../components/poster-card.css';
import './dynamics.css';

const CARD_W = 480;
const CARD_H = 330;
const TITLE_H = 60;

const DynamicCard = memo(function DynamicCard({ tr, index }: { tr: Trend; index: number }) {
  const navigate = useTvNavigate();
  const onEnter = useCallback(() => navigate(href('DynamicDetail', {}, { id: tr.id })), [navigate, tr.id]);
  const { ref, itemProps } = useFocusItem({ index, onEnter }, 'tv-poster tv-focusable');
  return (
    <div ref={ref} {...itemProps} data-testid="space-dynamic" data-id={tr.id} style={{ width: `${CARD_W / 100}rem`, height: `${CARD_H / 100}rem` }}>
      {tr.cover ? <img className="tv-poster-img" src={tr.cover} alt="" decoding="async" /> : <div className="tv-poster-img tv-dyn-card-text">{tr.description}</div>}
      <div className="tv-poster-title">{tr.description || tr.location}</div>
    </div>
  );
});

const trendId = (tr: Trend) => tr.id;

export function DynamicRow({ focusKey, index, title, items, onEndReached }: { focusKey: string; index?: number; title: string; items: readonly Trend[]; onEndReached?: () => void }) {
  const renderItem = useCallback((tr: Trend, i: number) => <DynamicCard tr={tr} index={i} />, []);
  return (
    <VirtualRow
      focusKey={focusKey}
      index={index}
      items={items}
      itemWidth={CARD_W}
      itemHeight={CARD_H}
      gap={24}
      viewportWidth={1760}
      itemId={trendId}
      renderItem={renderItem}
      onEndReached={onEndReached}
      className="tv-poster-row"
      header={<div className="tv-section-title" style={{ height: `${TITLE_H / 100}rem` }}>{title}</div>}
    />
  );
}
