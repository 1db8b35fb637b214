// TV watch page (/watch?id=, /play/{mediaKey}): full-screen player with barrage, driven by the
// remote. On the stage: OK play/pause, left/right seek (held keys accelerate), up/down open
// the controls (control bar, episodes row, related row). Back closes a panel, then hides the
// controls, then leaves (history back; the previous page's focus memory restores the poster).
// After a streak of autoplayed episodes the page asks 还在观看吗？, and the sleep timer dims it
// (src/features/watch/playback-guards.ts); both, and the speed, subtitle, audio and timer panels,
// come in a chunk loaded once the stream started (tv-player-extras.tsx). The controls are keyed
// by name (FocusButton id), not position: 字幕, 音轨 and quality come and go with the stream.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTvNavigate } from '../../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { useBackHandler } from '@focus/use-back-handler';
import { handleBack } from '@focus/back-stack';
import { useKeyAction } from '@focus/use-key-action';
import { currentFocusKey } from '@focus/focus-actions';
import { useFocusTo, useScopedKey } from '@focus/focus-scope';
import type { Barrage } from '@src/api/contract/barrage';
import type { Uploader } from '@src/api/contract/video';
import { useWatch, sleepChoiceLabel, useSeekKeys, PlayerSurface, watchTargetFrom, ws, watchBlock, runBlockAction, type BlockAction, barrageListActions, toggleCollect, toggleLike, barrageCoinText, useBarrageCoin, useBarrageSend, useBarHeight, useBarrageHeat } from '@src/features/watch';
import { FocusButton } from '../../components/focus-button';
import { PosterRow } from '../../components/poster-row';
import { useRouteParams } from '../../shell/route-params';
import { usePage } from '../../shell/page-context';
import { CenterMessage, ControlRow, EpisodeRow, InsertAd, PauseAd, ProgressLine, Spinner } from './tv-watch-parts';
import { BarrageListPanel, QualityPanel, SettingsPanel } from './tv-watch-panels';
import { usePlayerExtras } from './tv-player-extras-loader';
import { CommentsPanel } from './tv-comments-panel';
import { RatingPanel } from './tv-rating-panel';
import { TvUploader } from './tv-uploader';
import { useSession } from '@src/stores/session';
import { SendBarragePanel } from './tv-send-barrage';
import { useCarryOut } from '../../router/use-carry-out';
import { SHIELD_SETTINGS_URL } from '@src/features/shield';
import './watch.css';
import { href } from '@src/routes/href';
import { useHandoffWatchLink } from '@src/features/handoff';
import { useSeriesFollow } from '@src/features/series-follow';

const CONTROLS_HIDE_MS = 5000;
const STAGE = 'watch/stage';
type PanelName = 'settings' | 'quality' | 'speed' | 'subtitles' | 'audio' | 'sleep' | 'barrages' | 'send' | 'comments' | 'rating' | null;
// The extras' focus keys (tv-player-extras.tsx), here so the page does not import the chunk.
const STILL_WATCHING = 'watch/still-watching';
const SLEEP_DIM = 'watch/sleep-dim';

function Stage({ onEnter, onArrow }: { onEnter: () => void; onArrow: (dir: string) => boolean }) {
  const { ref, itemProps } = useFocusItem({ focusKey: STAGE, onEnter, onArrow }, 'tv-watch-stage');
  return <div ref={ref} {...itemProps} data-testid="watch-stage" />;
}

export default function WatchPage() {
  const location = useLocation();
  const params = useRouteParams();
  const navigate = useTvNavigate();
  const { active } = usePage();
  const target = useMemo(() => watchTargetFrom(location.search, params.mediaKey), [location.search, params.mediaKey]);
  const w = useWatch(target, { tv: true });
  const { page, player, state, error, ads, barrage, barrageSettings, gold, rate, tracks, guards } = w;
  const { asking, asleep } = guards;
  // The frame first (issue 14): the barrage and the control bar join once the stream started,
  // or at once when the remote asks for the controls before that.
  const [controlsAsked, setControlsAsked] = useState(false);
  const started = w.started || controlsAsked;
  const focusControlsOnStart = useRef(false);
  const seek = useSeekKeys(player);
  const heat = useBarrageHeat(page.mediaKey, page.episode?.id, w.started);
  const { press: seekPress, release: seekRelease } = seek;
  const [controls, setControls] = useState(true);
  const [panel, setPanel] = useState<PanelName>(null);
  const loggedIn = useSession((st) => st.user !== null);
  const [nearList, setNearList] = useState<Barrage[]>([]);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const coin = useBarrageCoin(page.mediaKey, started);
  const barrageSend = useBarrageSend(barrage, coin);
  const carryOut = useCarryOut();
  const { send: sendWith } = barrageSend;
  const sendBarrage = useCallback(async (text: string) => {
    const out = await sendWith(text);
    if ('sent' in out) return out.sent;
    carryOut(out);
    return false;
  }, [sendWith, carryOut]);
  // Play on the TV: a phone's commands reach this page's player (src/features/handoff).
  useHandoffWatchLink(target?.key, w, sendBarrage);
  const focusTo = useFocusTo();
  const stageKey = useScopedKey()(STAGE);

  const poke = useCallback(() => {
    setControls(true);
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      if (currentFocusKey() === stageKey) setControls(false);
    }, CONTROLS_HIDE_MS);
  }, [stageKey]);
  useEffect(() => {
    poke();
    void focusTo(STAGE);
    return () => {
      if (hideTimer.current) clearTimeout(hideTimer.current);
    };
  }, [poke, focusTo]);
  // Back must not re-show the controls it is about to hide.
  useKeyAction((action) => {
    if (action !== 'back') poke();
  });
  useKeyAction(
    (action) => {
      if (action === 'left' || action === 'right') seekRelease();
    },
    { phase: 'up' },
  );

  // Media keys of the remote.
  useKeyAction(
    (action) => {
      if (player.isDestroyed) return;
      // On the dimmed screen every key only wakes (the dim's own item takes OK, arrows and Back).
      if (asleep) {
        if (action !== 'back' && action !== 'enter' && action !== 'up' && action !== 'down' && action !== 'left' && action !== 'right') guards.wake();
        return;
      }
      // Play on the remote answers 还在观看吗？ as 继续观看 does; other media keys wait for an answer.
      if (asking) {
        if (action === 'play' || action === 'playPause') guards.continueWatching();
        return;
      }
      if (action === 'play') void player.play().catch(() => undefined);
      else if (action === 'pause') player.pause();
      else if (action === 'playPause') void player.toggle().catch(() => undefined);
      else if (action === 'fastForward' || action === 'rewind') {
        seekPress(action === 'fastForward' ? 1 : -1);
      } else if (action === 'stop') {
        player.pause();
        player.seek(0);
      }
    },
    { enabled: active },
  );

  const block = watchBlock({ pageStatus: page.status, pageError: page.error, gate: page.gate, playerState: state, playerError: error?.message, playerErrorKind: error?.kind, goldBusy: gold.busy });
  useBackHandler(() => {
    // 还在观看吗？: Back is 退出, as on the question's own button.
    if (asking) return false;
    if (panel) {
      setPanel(null);
      return true;
    }
    // Over a message (a gate, an error) the controls bar is not shown: Back leaves at once,
    // instead of taking focus off the message's button to hide a bar nobody sees.
    if (controls && !block) {
      setControls(false);
      void focusTo(STAGE);
      return true;
    }
    return false;
  });

  const onBlockAction = (action: BlockAction) => {
    const next = runBlockAction(action, w);
    // Leaving is as the remote's Back does (the page's handler lets it through while a message is up).
    if (next && 'back' in next) void handleBack();
    else if (next) carryOut(next);
  };
  const blocking = block ? { message: block.message, actions: [{ label: block.label, onPress: () => onBlockAction(block.action), disabled: block.disabled }], testId: block.testId } : null;
  const blockingId = blocking?.testId ?? '';
  const hadBlocking = useRef(false);
  useEffect(() => {
    if (blockingId) void focusTo('watch/message');
    else if (hadBlocking.current) void focusTo(STAGE);
    hadBlocking.current = !!blockingId;
  }, [blockingId, focusTo]);
  useEffect(() => {
    if (ads.insert) void focusTo('watch/ad');
    else void focusTo(STAGE);
  }, [ads.insert, focusTo]);
  // The question and the dimmed screen take focus while up; the stage gets it back after, with
  // the controls shown (waking shows the paused player).
  const extras = usePlayerExtras(started, `${panel}${asking}${asleep}`);
  const guardFocus = asleep ? SLEEP_DIM : asking ? STILL_WATCHING : '';
  const hadGuard = useRef(false);
  useEffect(() => {
    if (guardFocus) {
      setPanel(null);
      void focusTo(guardFocus);
    } else if (hadGuard.current) {
      poke();
      void focusTo(STAGE);
    }
    hadGuard.current = !!guardFocus;
  }, [guardFocus, extras, focusTo, poke]);

  const onStageArrow = useCallback(
    (dir: string) => {
      if (dir === 'left' || dir === 'right') {
        seekPress(dir === 'right' ? 1 : -1);
        return false;
      }
      setControls(true);
      if (!started) {
        // The bar mounts with the next render: focus goes to it then.
        focusControlsOnStart.current = true;
        setControlsAsked(true);
      } else void focusTo('watch/controls');
      return false;
    },
    [seekPress, focusTo, started],
  );
  useEffect(() => {
    if (!started || !focusControlsOnStart.current) return;
    focusControlsOnStart.current = false;
    void focusTo('watch/controls');
  }, [started, focusTo]);
  const toggle = useCallback(() => void player.toggle().catch(() => undefined), [player]);
  const closePanel = useCallback(() => {
    setPanel(null);
    void focusTo('watch/controls');
  }, [focusTo]);

  const v = page.details?.video;
  const series = useSeriesFollow(v?.mediaKey ?? '', page.episodes.length);
  const mediaKey = page.mediaKey;
  const { patchDetails } = page;
  const onUploader = useCallback((uploader: Uploader) => patchDetails({ uploader }), [patchDetails]);
  const busy = page.status === 'loading' || page.gate.kind === 'loading' || state === 'loading' || state === 'buffering';
  const barShown = controls && !blocking && !guardFocus && started;
  const bottomRef = useRef<HTMLDivElement | null>(null);
  const barHeight = useBarHeight(bottomRef, barShown);

  return (
    <div className="tv-watch" data-testid="watch-page" data-media-key={page.mediaKey}>
      <PlayerSurface player={player} settings={barrageSettings.settings} onRenderer={barrage.setRenderer} className="tv-watch-surface" barrage={started} subtitleLift={barHeight} />
      <Stage onEnter={toggle} onArrow={onStageArrow} />
      {controls && v ? (
        <div className="tv-watch-top">
          {page.episode && page.episodes.length > 1 ? `${v.title} ${page.episode.title}` : v.title}
        </div>
      ) : null}
      {busy && !blocking && !ads.insert ? <Spinner /> : null}
      {ads.pause && !blocking && !guardFocus ? <PauseAd ad={ads.pause} onClick={() => ads.click(ads.pause!)} /> : null}
      {barShown ? (
        <div ref={bottomRef} className="tv-watch-bottom" data-testid="watch-controls">
          <ProgressLine player={player} preview={seek.preview} heat={heat} />
          <ControlRow>
            <FocusSection focusKey="watch/controls" className="tv-watch-row tv-watch-controls-row">
              <FocusButton id="play" label={state === 'playing' ? ws('pause') : ws('play')} onPress={toggle} testId="play-toggle" />
              <FocusButton id="danmu" label={barrageSettings.settings.enabled ? ws('danmuOn') : ws('danmuOff')} onPress={() => barrageSettings.setOpen(!barrageSettings.settings.enabled)} testId="danmu-switch" />
              <FocusButton
                id="danmu-settings"
                label={ws('danmuSettings')}
                onPress={() => {
                  void coin.refresh();
                  setPanel('settings');
                }}
                testId="danmu-settings"
              />
              <FocusButton
                id="danmu-list"
                label={ws('danmu')}
                onPress={() => {
                  setNearList(barrage.near(player.currentTime));
                  setPanel('barrages');
                }}
                testId="danmu-list"
              />
              {/* A stream with one rendition offers nothing to pick: no button, no empty panel. */}
              {w.quality.length ? <FocusButton id="quality" label={ws('quality')} onPress={() => setPanel('quality')} testId="quality" /> : null}
              <FocusButton id="speed" label={rate.rate === 1 ? ws('playbackRate') : rate.label} onPress={() => setPanel('speed')} testId="speed" />
              {/* Only a stream with tracks offers them: no button, no empty panel otherwise. */}
              {tracks.subtitles.length ? (
                <FocusButton id="subtitles" label={tracks.subtitleLabel ? `${ws('subtitles')} ${tracks.subtitleLabel}` : ws('subtitles')} onPress={() => setPanel('subtitles')} testId="subtitles" />
              ) : null}
              {tracks.audio.length ? <FocusButton id="audio" label={`${ws('audioTrack')} ${tracks.audioLabel}`} onPress={() => setPanel('audio')} testId="audio-track" /> : null}
              <FocusButton
                id="sleep"
                label={guards.sleep === 'off' ? ws('sleepTimer') : ws('sleepTimerSet', { choice: sleepChoiceLabel(guards.sleep) })}
                onPress={() => setPanel('sleep')}
                testId="sleep-timer"
              />
              <FocusButton
                id="collect"
                label={page.details?.collected ? ws('collected') : ws('collect')}
                onPress={() => void toggleCollect(mediaKey).then((r) => page.patchDetails({ collected: r.collected }), () => undefined)}
              />
              {series.shown ? <FocusButton id="follow-series" label={series.label} onPress={series.toggle} testId="follow-series" /> : null}
              <FocusButton
                id="like"
                label={`${ws('like')} ${page.details?.likeCount ?? ''}`}
                onPress={() => void toggleLike(mediaKey).then((r) => page.patchDetails(r), () => undefined)}
              />
              {mediaKey ? <FocusButton id="rating" label={ws('rating')} onPress={() => setPanel('rating')} testId="rating-open" /> : null}
              {mediaKey ? <FocusButton id="comments" label={ws('comments')} onPress={() => setPanel('comments')} testId="comments-open" /> : null}
              {page.details?.uploader ? <TvUploader uploader={page.details.uploader} onChange={onUploader} /> : null}
            </FocusSection>
          </ControlRow>
          <EpisodeRow episodes={page.episodes} current={page.episodeIndex} onPick={page.selectEpisode} onAlbum={() => navigate(href('AlbumDetail', {}, { id: mediaKey }))} />
          {page.related.length ? <PosterRow focusKey="watch/related" title={ws('related')} videos={page.related} /> : null}
        </div>
      ) : null}
      {ads.insert ? <InsertAd ad={ads.insert} left={ads.insertLeft} onSkip={ads.skipInsert} onClick={() => ads.click(ads.insert!)} /> : null}
      {blocking && !ads.insert ? <CenterMessage {...blocking} /> : null}
      {panel === 'settings' ? (
        <SettingsPanel
          model={barrageSettings}
          coin={coin.status ? barrageCoinText(coin.status) : null}
          onClose={closePanel}
          onShield={() => {
            setPanel(null);
            navigate(SHIELD_SETTINGS_URL);
          }}
          onFeedback={() => {
            setPanel(null);
            navigate(href('PlayFeedBack', {}, { mediaKey: page.mediaKey, videoTitle: page.details?.video.title }));
          }}
          onDownload={() => {
            setPanel(null);
            navigate(href('PlayDownload', {}, { id: page.mediaKey }));
          }}
        />
      ) : null}
      {panel === 'quality' ? <QualityPanel options={w.quality} onPick={(q) => { w.setQuality(q); closePanel(); }} onClose={closePanel} /> : null}
      {panel === 'speed' && extras ? <extras.SpeedPanel model={rate} onClose={closePanel} /> : null}
      {panel === 'subtitles' && extras ? (
        <extras.TrackPanel id="watch/subtitles" title={ws('subtitles')} options={tracks.subtitles} onPick={tracks.setSubtitle} onClose={closePanel} testId="subtitle-option" />
      ) : null}
      {panel === 'audio' && extras ? (
        <extras.TrackPanel id="watch/audio" title={ws('audioTrack')} options={tracks.audio} onPick={tracks.setAudio} onClose={closePanel} testId="audio-option" />
      ) : null}
      {panel === 'sleep' && extras ? <extras.SleepPanel guards={guards} onClose={closePanel} /> : null}
      {panel === 'send' ? (
        <SendBarragePanel
          send={sendBarrage}
          notice={barrageSend.notice}
          onClose={closePanel}
        />
      ) : null}
      {panel === 'barrages' ? (
        <BarrageListPanel
          list={nearList}
          actions={barrageListActions}
          onClose={closePanel}
          onSend={() => (loggedIn ? setPanel('send') : navigate(href('Login', {}, { redirect: location.pathname + location.search })))}
        />
      ) : null}
      {panel === 'rating' && mediaKey ? <RatingPanel mediaKey={mediaKey} onClose={closePanel} /> : null}
      {panel === 'comments' && mediaKey ? <CommentsPanel mediaKey={mediaKey} onClose={closePanel} /> : null}
      {asking && !asleep && extras ? <extras.StillWatchingPrompt onContinue={guards.continueWatching} onExit={() => void handleBack()} /> : null}
      {asleep && extras ? <extras.SleepDim onWake={guards.wake} /> : null}
    </div>
  );
}
