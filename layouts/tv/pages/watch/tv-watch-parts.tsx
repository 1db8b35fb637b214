// Pieces of the TV watch page: progress line, control row, episode row, centre messages, ads.
import { memo, useCallback, useRef, type ReactNode } from 'react';
import { ScrollContext } from '@focus/scroll-context';
import { scrollOffsetFor } from '@focus/scroll-into-view';
import { t } from '@src/i18n';
import { useFocusItem } from '@focus/use-focus-item';
import { FocusSection } from '@focus/focus-section';
import type { Episode } from '@src/api/contract/common';
import type { AdItem } from '@src/api/contract/ads';
import { formatDuration } from '@src/lib/format';
import type { Player } from '@src/player/player';
import { usePlayerTime } from '@src/player/react';
import { BarrageHeatCurve, type BarrageHeat, ws } from '@src/features/watch';
import { FocusButton } from '../../components/focus-button';

/** `heat`: the barrage density curve (高能进度条), drawn while a held key seeks (`preview` set). */
export function ProgressLine({ player, preview, heat }: { player: Player; preview: number | null; heat: BarrageHeat }) {
  const { currentTime, duration, bufferedEnd } = usePlayerTime(player);
  const pct = (t: number) => (duration > 0 ? `${Math.min(100, (t / duration) * 100)}%` : '0%');
  return (
    <div className="tv-watch-progress" data-testid="watch-progress">
      <span>{formatDuration(preview ?? currentTime)}</span>
      <div className="tv-watch-bar">
        {preview !== null ? <BarrageHeatCurve heat={heat} duration={duration} className="tv-watch-heat" /> : null}
        <div className="tv-watch-bar-buffer" style={{ width: pct(bufferedEnd) }} />
        <div className="tv-watch-bar-fill" style={{ width: pct(currentTime) }} />
        {preview !== null ? <div className="tv-watch-bar-preview" style={{ left: pct(preview) }} /> : null}
      </div>
      <span>{formatDuration(duration)}</span>
    </div>
  );
}

/** Space kept beside the focused control when the row moves, inside the bar's padding (CSS px at 1920 wide). */
const CONTROL_MARGIN_PX = 30;

/**
 * The control bar's row. With an uploader it is wider than the screen: its controls keep their
 * size (squeezed, their labels broke into a character per line) and the focused one is brought
 * into view by moving the row with a transform, as ScrollPane does vertically. Children: the
 * row's one FocusSection.
 */
export function ControlRow({ children }: { children: ReactNode }) {
  const clip = useRef<HTMLDivElement | null>(null);
  const offset = useRef(0);
  const reveal = useCallback((node: HTMLElement) => {
    const row = clip.current?.firstElementChild as HTMLElement | null | undefined;
    if (!clip.current || !row) return;
    let left = 0;
    for (let el: HTMLElement | null = node; el && el !== row; el = el.offsetParent as HTMLElement | null) left += el.offsetLeft;
    const next = scrollOffsetFor({
      offset: offset.current,
      // The row's own width: the part of the clip between the bar's paddings.
      viewportSize: row.clientWidth,
      contentSize: row.scrollWidth,
      itemStart: left,
      itemSize: node.offsetWidth,
      margin: CONTROL_MARGIN_PX,
    });
    if (next === offset.current) return;
    offset.current = next;
    row.style.transform = `translateX(${-next}px)`;
  }, []);
  // An engine without focus({ preventScroll }) (Chromium before 64) scrolls the clip to a control
  // it focuses: the transform alone places the row.
  const unscroll = useCallback(() => {
    if (clip.current && clip.current.scrollLeft !== 0) clip.current.scrollLeft = 0;
  }, []);
  return (
    <ScrollContext.Provider value={reveal}>
      <div ref={clip} className="tv-watch-row-clip" onScroll={unscroll}>
        {children}
      </div>
    </ScrollContext.Provider>
  );
}

const EpisodeButton = memo(function EpisodeButton({ ep, index, current, onPick }: { ep: Episode; index: number; current: boolean; onPick: (i: number) => void }) {
  const { ref, itemProps } = useFocusItem({ id: ep.id, index, onEnter: () => onPick(index) }, `tv-button tv-watch-episode${current ? ' current' : ''}`);
  return (
    <div ref={ref} {...itemProps} role="button" data-testid="episode">
      {ep.index}
    </div>
  );
});

/** The episodes of a series; `onAlbum` adds the album page's entry after them. */
export function EpisodeRow({ episodes, current, onPick, onAlbum }: { episodes: readonly Episode[]; current: number; onPick: (i: number) => void; onAlbum?: () => void }) {
  if (episodes.length <= 1) return null;
  return (
    <>
      <div className="tv-watch-row-title">
        {ws('episodes')} · {ws('episodeCount', { n: episodes.length })}
      </div>
      <FocusSection focusKey="watch/episodes" className="tv-watch-row" preferredChildFocusKey={episodes[current] ? `watch/episodes/${episodes[current].id}` : undefined}>
        {episodes.map((ep, i) => (
          <EpisodeButton key={ep.id} ep={ep} index={i} current={i === current} onPick={onPick} />
        ))}
        {onAlbum ? <FocusButton id="album" index={episodes.length} label={t('routes.albumDetail')} onPress={onAlbum} testId="open-album" /> : null}
      </FocusSection>
    </>
  );
}

export function Spinner({ text }: { text?: string }) {
  return (
    <div className="tv-watch-center" data-testid="watch-loading">
      <div className="tv-watch-spinner" />
      {text ?? ws('loading')}
    </div>
  );
}

/** A message with actions, focus trapped in it (error, VIP, gold, login). */
export function CenterMessage({ message, actions, testId }: { message: string; actions: { label: string; onPress: () => void; disabled?: boolean }[]; testId: string }) {
  return (
    // One button inside a focus boundary: no arrow has anywhere to go, and the page says so.
    <FocusSection focusKey="watch/message" className="tv-watch-center" isFocusBoundary attrs={{ 'data-testid': testId, role: 'alert', ...(actions.length < 2 ? { 'data-nothing-to-move': 'single-action' } : {}) }}>
      <p>{message}</p>
      {actions.map((a, i) => (
        <FocusButton key={a.label} id={i === 0 ? 'action' : `action-${i}`} label={a.label} onPress={a.disabled ? () => undefined : a.onPress} testId={`${testId}-action`} />
      ))}
    </FocusSection>
  );
}

export function InsertAd({ ad, left, onSkip, onClick }: { ad: AdItem; left: number; onSkip: () => void; onClick: () => void }) {
  return (
    <div className="tv-watch-ad" data-testid="insert-ad">
      <img src={ad.showURL} alt="" onClick={onClick} />
      <span className="tv-watch-tag">{ws('adLabel')}</span>
      <FocusSection focusKey="watch/ad" className="tv-watch-ad-bar" isFocusBoundary>
        <span>{ws('adCountdown', { n: Math.max(0, left) })}</span>
        <FocusButton id="skip" label={ws('adSkip')} onPress={onSkip} testId="ad-skip" />
      </FocusSection>
    </div>
  );
}

export function PauseAd({ ad, onClick }: { ad: AdItem; onClick: () => void }) {
  return (
    <div className="tv-watch-pause-ad" data-testid="pause-ad" onClick={onClick}>
      <img src={ad.showURL} alt="" />
      <span className="tv-watch-tag">{ws('adLabel')}</span>
    </div>
  );
}
