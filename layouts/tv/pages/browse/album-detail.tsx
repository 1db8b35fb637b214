// /albumDetail?id= on TV: an album or series: poster and facts, 播放全部, and its episodes as
// buttons; OK on an episode opens the watch page on it. Back returns with the episode focused.
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { albumKeyFrom, useAlbum } from '@src/features/browse';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import './browse.css';

export default function AlbumDetailPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const { search } = useLocation();
  const album = useAlbum(albumKeyFrom(search));
  const v = album.video;
  usePageReady(album.status !== 'loading');
  return (
    <div className="tv-album">
      <div className="tv-page-title">{t('routes.albumDetail')}</div>
      <LoadingWrapper status={album.status} onRefresh={album.reload} emptyText={t('browse.albumMissing')}>
        {v ? (
          <>
            <div className="tv-album-head">
              <img className="tv-album-poster" src={v.poster} alt="" />
              <div className="tv-album-facts">
                <div className="tv-album-title" data-testid="album-title">
                  {v.title}
                </div>
                <div className="tv-album-meta">
                  {[v.categoryName, v.year, v.region, t('browse.episodes', { n: album.episodes.length })].filter(Boolean).join(' · ')}
                </div>
                <div className="tv-album-desc">{v.description}</div>
                <FocusSection focusKey="album/actions" className="tv-browse-row">
                  <FocusButton id="play-all" label={t('browse.playAll')} onPress={() => navigate(album.playAll)} testId="album-play-all" />
                </FocusSection>
              </div>
            </div>
            <FocusSection focusKey="album/episodes" className="tv-album-episodes">
              {album.episodes.map((e) => (
                <FocusButton
                  key={e.id}
                  id={e.id}
                  label={e.vip ? `${e.index} ${t('browse.episodeVip')}` : String(e.index)}
                  onPress={() => navigate(e.to)}
                  testId="album-episode"
                />
              ))}
            </FocusSection>
          </>
        ) : null}
      </LoadingWrapper>
    </div>
  );
}
