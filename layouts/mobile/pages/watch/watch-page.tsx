// Mobile watch page (/watch?id=, /play/{mediaKey}): the player with barrage on top, then the
// title, actions, the barrage input, episodes, related videos and comments.
import { t } from '@src/i18n';
import { historyIndex } from '@src/routes/history-index';
import { matchRoute } from '@src/routes/match';
import { memo, useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Barrage } from '@src/api/contract/barrage';
import type { VideoItem } from '@src/api/contract/common';
import { useSession } from '@src/stores/session';
import { formatCount } from '@src/lib/format';
import { useWatch, watchTargetFrom, ws, barrageListActions, shareVideo, toggleCollect, toggleDislike, toggleLike, barrageCoinText, useBarrageCoin, useBarrageSend } from '@src/features/watch';
import { Poster } from '../../components/poster/poster';
import { usePageContext } from '../../shell/page-context';
import { MobilePlayer } from './mobile-player';
import { MobileComments } from './mobile-comments';
import { BarrageInput } from './barrage-input';
import { SHIELD_SETTINGS_URL } from '@src/features/shield';
import { useCarryOut } from '../../shell/use-carry-out';
import { BarrageSheet, SettingsSheet } from './mobile-sheets';
import { PlayerOverlay } from './player-overlay';
import { UploaderRow } from './uploader-row';
import { RatingRow } from './rating-row';
import './watch-page.css';
import { GearIcon, MenuIcon, ThumbDownIcon, ThumbUpIcon } from '@src/icons/icons';
import { href } from '@src/routes/href';
import { showOpenApp } from '@src/features/open-app';
import { isWebview } from '@src/platform/webview';
import { useHandoff, hs } from '@src/features/handoff';
import { RemotePanel, TvPickerSheet } from './handoff-panel';
import { useSeriesFollow } from '@src/features/series-follow';

const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);

/**
 * Memoised: the page re-renders on every answer and player state it follows; the posters
 * change only with the related list (one array per answer, use-video-page.ts).
 */
const RelatedVideos = memo(function RelatedVideos({ related }: { related: readonly VideoItem[] }) {
  if (!related.length) return null;
  return (
    <>
      <h2 className="m-watch-section">{ws('related')}</h2>
      <div className="m-watch-related">
        {related.map((r) => (
          <Poster key={r.id} video={r} />
        ))}
      </div>
    </>
  );
});

export default function WatchPage({ mediaKey: pathKey }: { mediaKey?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const key = pathKey ?? matchRoute(location.pathname).params.mediaKey;
  const target = useMemo(() => watchTargetFrom(location.search, key), [location.search, key]);
  const w = useWatch(target);
  const { page, barrage, barrageSettings } = w;
  const loggedIn = useSession((s) => s.user !== null);
  const [text, setText] = useState('');
  const [sheet, setSheet] = useState<'settings' | 'barrages' | null>(null);
  const coin = useBarrageCoin(page.mediaKey);
  const pageCtx = usePageContext();
  const [near, setNear] = useState<Barrage[]>([]);
  const back = useCallback(() => (historyIndex() > 0 ? navigate(-1) : navigate(href('Home'), { replace: true })), [navigate]);
  const d = page.details;
  const v = d?.video;
  const series = useSeriesFollow(v?.mediaKey ?? '', page.episodes.length);
  const { patchDetails } = page;
  const onUploader = useCallback((uploader: NonNullable<typeof d>['uploader']) => patchDetails({ uploader }), [patchDetails]);

  // Play on the TV (issue 30): the picker, then the remote while a TV plays the video.
  const handoff = useHandoff({ key: target?.key, episodeId: page.episode?.id, player: w.player });
  const barrageSend = useBarrageSend(barrage, coin);
  const carryOut = useCarryOut();
  const send = async () => {
    const out = await barrageSend.send(text);
    if (!('sent' in out)) carryOut(out);
    else if (out.sent) setText('');
  };

  return (
    // data-active as every page root has it (components/page/page.tsx): tests scope by it.
    <div className="m-watch" data-page="Watch" data-active={pageCtx.active ? 'true' : 'false'} data-media-key={page.mediaKey}>
      <MobilePlayer w={w} onBack={back} overlay={<PlayerOverlay w={w} onLeave={back} />} poster={v?.poster} />
      <div className="m-watch-body">
        <RemotePanel h={handoff} />
        {v && d ? (
          <>
            <h1 className="m-watch-title">{v.title}</h1>
            <div className="m-watch-meta">
              {ws('playCount', { n: formatCount(v.playCount) })} · {ws('score', { n: v.score })} · {v.year} · {v.region}
            </div>
            <div className="m-watch-actions">
              <button type="button" className={`m-watch-chip${d.liked ? ' on' : ''}`} onClick={() => quiet(toggleLike(page.mediaKey).then(page.patchDetails))}>
                <ThumbUpIcon /> {d.likeCount}
              </button>
              <button type="button" className={`m-watch-chip${d.disliked ? ' on' : ''}`} onClick={() => quiet(toggleDislike(page.mediaKey).then(page.patchDetails))}>
                <ThumbDownIcon /> {d.dislikeCount}
              </button>
              <button type="button" className={`m-watch-chip${d.collected ? ' on' : ''}`} onClick={() => quiet(toggleCollect(page.mediaKey).then((r) => page.patchDetails({ collected: r.collected })))}>
                {d.collected ? ws('collected') : ws('collect')}
              </button>
              {series.shown ? (
                <button type="button" className={`m-watch-chip${series.followed ? ' on' : ''}`} data-testid="follow-series" disabled={series.busy} onClick={series.toggle}>
                  {series.label}
                </button>
              ) : null}
              <button type="button" className="m-watch-chip" onClick={() => quiet(shareVideo(page.mediaKey, loggedIn))}>
                {ws('share')}
              </button>
              <Link className="m-watch-chip" data-testid="open-play-feedback" to={href('PlayFeedBack', {}, { mediaKey: page.mediaKey, videoTitle: v.title })}>
                {t('feedback.entry')}
              </Link>
              <Link className="m-watch-chip" data-testid="open-play-download" to={href('PlayDownload', {}, { id: page.mediaKey })}>
                {t('browse.download')}
              </Link>
              {handoff.available ? (
                <button type="button" className={`m-watch-chip${handoff.remote ? ' on' : ''}`} data-testid="handoff-open" disabled={!!handoff.remote} onClick={handoff.openPicker}>
                  {hs('playOnTv')}
                </button>
              ) : null}
              {/* The open-app popup (spec 001 §4); inside the app's own webview there is nothing to open. */}
              {isWebview() ? null : (
                <button type="button" className="m-watch-chip" data-testid="watch-open-app" onClick={showOpenApp}>
                  {t('openApp.open')}
                </button>
              )}
            </div>
            <RatingRow mediaKey={page.mediaKey} />
            {d.uploader ? <UploaderRow uploader={d.uploader} onChange={onUploader} /> : null}
          </>
        ) : null}
        {/* The barrage row and the comments wait for the details and the related videos: shown
            earlier, they moved down when those arrived (layout shift). */}
        <div className="m-watch-danmu" hidden={!d}>
          <button type="button" className={`m-watch-chip${barrageSettings.settings.enabled ? ' on' : ''}`} data-testid="danmu-switch" onClick={() => barrageSettings.setOpen(!barrageSettings.settings.enabled)}>
            {ws('danmu')}
          </button>
          <BarrageInput value={text} onChange={setText} onSend={() => void send()} placeholder={ws('danmuPlaceholder')} sendLabel={ws('danmuSend')} sendDisabled={barrage.sending} />
          <button type="button" className="m-watch-chip" data-testid="danmu-settings" aria-label={ws('danmuSettings')}
            onClick={() => {
              void coin.refresh();
              setSheet('settings');
            }}
          >
            <GearIcon />
          </button>
          <button
            type="button"
            className="m-watch-chip"
            data-testid="danmu-list"
            aria-label={ws('danmu')}
            onClick={() => {
              setNear(barrage.near(w.player.currentTime));
              setSheet('barrages');
            }}
          >
            <MenuIcon />
          </button>
        </div>
        {barrageSend.notice && d ? (
          <p className="m-watch-danmu-notice" role="status" data-testid="barrage-unsent">
            {barrageSend.notice}
          </p>
        ) : null}
        {page.episodes.length > 1 ? (
          <>
            <h2 className="m-watch-section">
              {ws('episodes')} · {ws('episodeCount', { n: page.episodes.length })}
              <Link className="m-watch-more" data-testid="open-album" to={href('AlbumDetail', {}, { id: page.mediaKey })}>
                {t('routes.albumDetail')}
              </Link>
            </h2>
            <div className="m-watch-episodes">
              {page.episodes.map((ep, i) => (
                <button key={ep.id} type="button" className={`m-watch-chip${i === page.episodeIndex ? ' on' : ''}`} data-testid="episode" onClick={() => page.selectEpisode(i)}>
                  {ep.index}
                </button>
              ))}
            </div>
          </>
        ) : null}
        <RelatedVideos related={page.related} />
        {page.mediaKey && d && page.relatedSettled ? <MobileComments mediaKey={page.mediaKey} /> : null}
      </div>
      {sheet === 'settings' ? (
        <SettingsSheet
          model={barrageSettings}
          coin={coin.status ? barrageCoinText(coin.status) : null}
          onClose={() => setSheet(null)}
          onShield={() => {
            setSheet(null);
            navigate(SHIELD_SETTINGS_URL);
          }}
        />
      ) : null}
      {handoff.pickerOpen ? <TvPickerSheet h={handoff} /> : null}
      {sheet === 'barrages' ? (
        <BarrageSheet
          list={near}
          onClose={() => setSheet(null)}
          actions={barrageListActions}
        />
      ) : null}
    </div>
  );
}
