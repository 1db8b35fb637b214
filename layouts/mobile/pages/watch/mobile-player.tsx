// The phone player: the surface with barrage, tap to show/hide the controls, a play/pause
// button, a progress bar dragged with the finger, speed (倍速), subtitles (字幕) and audio (音轨)
// when the stream has them, quality and fullscreen. A double tap on the
// player is blocked (the shell's gesture guard swallows the second tap within 300 ms), so it
// never zooms and never toggles twice; play/pause is the explicit button.
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { formatDuration } from '@src/lib/format';
import { usePlayerTime } from '@src/player/react';
import { playerStore, usePlayerState } from '@src/stores/player';
import { PlayerSurface, type WatchModel, ws, useBarHeight, type TrackOption, BarrageHeatCurve, type BarrageHeat, useBarrageHeat, usePictureInPicture } from '@src/features/watch';
import { t } from '@src/i18n';
import { PauseIcon, PlayIcon } from '@src/icons/icons';
import { PlayerPoster } from './player-poster';

const HIDE_AFTER_MS = 4000;

type Menu = 'quality' | 'speed' | 'subtitles' | 'audio';

/** 字幕 or 音轨: a chip per option, the one on marked; a tap applies it and closes. */
function TrackMenu({ options, onPick, testId }: { options: readonly TrackOption[]; onPick: (id: number) => void; testId: string }) {
  return (
    <div className="m-watch-center m-watch-menu" data-testid={`${testId}-menu`}>
      {options.map((o) => (
        <button key={o.id} type="button" className={`m-watch-chip${o.selected ? ' on' : ''}`} aria-pressed={o.selected} data-testid={`${testId}-option`} onClick={() => onPick(o.id)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** With the barrage density curve (高能进度条) on the track while the controls show and while dragging. */
function ProgressBar({ w, heat }: { w: WatchModel; heat: BarrageHeat }) {
  const { currentTime, duration } = usePlayerTime(w.player);
  const [drag, setDrag] = useState<number | null>(null);
  const ref = useRef<HTMLDivElement | null>(null);
  const at = (clientX: number) => {
    const r = ref.current?.getBoundingClientRect();
    if (!r || r.width <= 0 || duration <= 0) return 0;
    return Math.min(1, Math.max(0, (clientX - r.left) / r.width)) * duration;
  };
  const down = (e: ReactPointerEvent) => {
    (e.target as Element).setPointerCapture?.(e.pointerId);
    setDrag(at(e.clientX));
  };
  const move = (e: ReactPointerEvent) => {
    if (drag !== null) setDrag(at(e.clientX));
  };
  const up = (e: ReactPointerEvent) => {
    if (drag === null) return;
    const target = at(e.clientX);
    setDrag(null);
    w.player.seek(target);
  };
  const shown = drag ?? currentTime;
  const pct = duration > 0 ? `${(shown / duration) * 100}%` : '0%';
  return (
    <>
      <span>{formatDuration(shown)}</span>
      <div ref={ref} className="m-watch-progress" data-testid="progress" onPointerDown={down} onPointerMove={move} onPointerUp={up} onPointerCancel={() => setDrag(null)}>
        <BarrageHeatCurve heat={heat} duration={duration} className="m-watch-heat" />
        <div className="m-watch-progress-track">
          <div className="m-watch-progress-fill" style={{ width: pct }} />
        </div>
        <div className="m-watch-progress-thumb" style={{ left: pct }} />
      </div>
      <span>{formatDuration(duration)}</span>
    </>
  );
}

async function enterFullscreen(el: HTMLElement) {
  playerStore.getState().setPlayerIsFullscreen(true);
  try {
    if (el.requestFullscreen) await el.requestFullscreen();
    const o = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
    await o?.lock?.('landscape').catch(() => undefined);
  } catch {
    // No Fullscreen API (iOS Safari on iPhone): the CSS fullscreen of the store flag stays.
  }
}

async function exitFullscreen() {
  playerStore.getState().setPlayerIsFullscreen(false);
  try {
    (screen.orientation as ScreenOrientation & { unlock?: () => void })?.unlock?.();
    if (document.fullscreenElement) await document.exitFullscreen();
  } catch {
    // nothing to undo
  }
}

export function MobilePlayer({ w, onBack, overlay, poster }: { w: WatchModel; onBack: () => void; overlay?: React.ReactNode; poster?: string }) {
  const [controls, setControls] = useState(true);
  const [menu, setMenu] = useState<Menu | null>(null);
  const toggleMenu = (m: Menu) => setMenu((open) => (open === m ? null : m));
  const fullscreen = usePlayerState((s) => s.playerIsFullscreen);
  const boxRef = useRef<HTMLDivElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { state, player, tracks } = w;
  const controlsRef = useRef<HTMLDivElement | null>(null);
  const barHeight = useBarHeight(controlsRef, controls);
  const playing = state === 'playing' || state === 'buffering';
  const heat = useBarrageHeat(w.page.mediaKey, w.page.episode?.id, w.started);
  const pip = usePictureInPicture(player.video, w.barrageSettings.settings);

  const show = useCallback(() => {
    setControls(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setControls(false), HIDE_AFTER_MS);
  }, []);
  useEffect(() => {
    show();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [show]);
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) playerStore.getState().setPlayerIsFullscreen(false);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (playerStore.getState().playerIsFullscreen) void exitFullscreen();
    };
  }, []);

  const tap = () => {
    if (controls) setControls(false);
    else show();
  };

  return (
    <div ref={boxRef} className={`m-watch-player${fullscreen ? ' is-fullscreen' : ''}`}>
      <PlayerSurface player={player} settings={pip.barrageSettings} onRenderer={w.barrage.setRenderer} className="m-watch-surface" subtitleLift={barHeight} />
      <PlayerPoster video={player.video} poster={poster} />
      <div className="m-watch-tap" data-testid="player-tap" onClick={tap} />
      {overlay}
      {controls ? (
        <>
          <button type="button" className="m-watch-back" aria-label={t('common.back')} onClick={fullscreen ? () => void exitFullscreen() : onBack}>
            ‹
          </button>
          {/* Only a stream with tracks offers them (no button, no empty menu otherwise), and 画中画
              only where the browser offers it for this video; top right: the bottom bar has no
              room left beside the progress bar on a phone held upright. Not while an insert ad
              shows: its countdown and 跳过广告 sit in that corner. */}
          {!w.ads.insert && (tracks.subtitles.length || tracks.audio.length || pip.supported) ? (
            <div className="m-watch-top-actions" onClick={show}>
              {pip.supported ? (
                <button type="button" className="m-watch-btn" data-testid="pip" aria-pressed={pip.active} onClick={pip.toggle}>
                  {pip.active ? ws('exitPip') : ws('pip')}
                </button>
              ) : null}
              {tracks.subtitles.length ? (
                <button type="button" className="m-watch-btn" data-testid="subtitles" onClick={() => toggleMenu('subtitles')}>
                  {ws('subtitles')}
                </button>
              ) : null}
              {tracks.audio.length ? (
                <button type="button" className="m-watch-btn" data-testid="audio-track" onClick={() => toggleMenu('audio')}>
                  {ws('audioTrack')}
                </button>
              ) : null}
            </div>
          ) : null}
          <div ref={controlsRef} className="m-watch-controls" onClick={show}>
            {/* The icon says it to the eye; the label says it to a screen reader. */}
            <button
              type="button"
              className="m-watch-btn"
              data-testid="play-toggle"
              aria-label={playing ? ws('pause') : ws('play')}
              onClick={() => void player.toggle().catch(() => undefined)}
            >
              {playing ? <PauseIcon /> : <PlayIcon />}
            </button>
            <ProgressBar w={w} heat={heat} />
            <button type="button" className="m-watch-btn" data-testid="speed" onClick={() => toggleMenu('speed')}>
              {w.rate.rate === 1 ? ws('playbackRate') : w.rate.label}
            </button>
            {/* A stream with one rendition offers nothing to pick: no button, no empty menu. */}
            {w.quality.length ? (
              <button type="button" className="m-watch-btn" data-testid="quality" onClick={() => toggleMenu('quality')}>
                {w.quality.find((q) => q.selected)?.label ?? ws('qualityAuto')}
              </button>
            ) : null}
            <button type="button" className="m-watch-btn" data-testid="fullscreen" onClick={() => (fullscreen ? void exitFullscreen() : void enterFullscreen(boxRef.current!))}>
              {fullscreen ? ws('exitFullscreen') : ws('fullscreen')}
            </button>
          </div>
        </>
      ) : null}
      {menu === 'quality' ? (
        <div className="m-watch-center" data-testid="quality-menu">
          {w.quality.map((q) => (
            <button
              key={String(q.value)}
              type="button"
              className={`m-watch-chip${q.selected ? ' on' : ''}`}
              onClick={() => {
                w.setQuality(q.value);
                setMenu(null);
              }}
            >
              {q.label}
            </button>
          ))}
        </div>
      ) : null}
      {menu === 'subtitles' && tracks.subtitles.length ? (
        <TrackMenu
          options={tracks.subtitles}
          testId="subtitle"
          onPick={(id) => {
            tracks.setSubtitle(id);
            setMenu(null);
          }}
        />
      ) : null}
      {menu === 'audio' && tracks.audio.length ? (
        <TrackMenu
          options={tracks.audio}
          testId="audio"
          onPick={(id) => {
            tracks.setAudio(id);
            setMenu(null);
          }}
        />
      ) : null}
      {menu === 'speed' ? (
        <div className="m-watch-center m-watch-menu" data-testid="speed-menu">
          {w.rate.options.map((o) => (
            <button
              key={o.value}
              type="button"
              className={`m-watch-chip${o.selected ? ' on' : ''}`}
              aria-pressed={o.selected}
              data-testid="speed-option"
              onClick={() => {
                w.rate.setRate(o.value);
                setMenu(null);
              }}
            >
              {o.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
