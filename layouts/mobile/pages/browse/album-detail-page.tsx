// /albumDetail?id= on the phone: an album or series with its episodes; an episode opens the
// watch page on it, 播放全部 from the start (or where the viewer left off).
import { Link, useLocation } from 'react-router-dom';
import { albumKeyFrom, useAlbum } from '@src/features/browse';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import './browse.css';

export default function AlbumDetailPage() {
  const t = useMt();
  const { search } = useLocation();
  const album = useAlbum(albumKeyFrom(search));
  const v = album.video;
  return (
    <Page nav={{ title: v?.title ?? t('routes.albumDetail') }}>
      <ScrollArea>
        <LoadingWrapper status={album.status} onRefresh={album.reload} emptyText={t('browse.albumMissing')}>
          {v ? (
            <>
              <div className="m-album-head">
                <img src={v.poster} alt="" />
                <div className="m-album-facts">
                  <h1 data-testid="album-title">{v.title}</h1>
                  <div className="m-album-meta">
                    {[v.categoryName, v.year, v.region].filter(Boolean).join(' · ')}
                  </div>
                  <div className="m-album-meta">{t('browse.episodes', { n: album.episodes.length })}</div>
                  <Link className="m-btn m-link-reset" to={album.playAll} data-testid="album-play-all">
                    {t('browse.playAll')}
                  </Link>
                </div>
              </div>
              <p className="m-album-desc">{v.description}</p>
              <div className="m-album-episodes" data-testid="album-episodes">
                {album.episodes.map((e) => (
                  <Link key={e.id} className="m-album-episode m-link-reset" to={e.to} data-testid="album-episode" data-episode-id={e.id}>
                    {e.index}
                    {e.vip ? <small>{t('browse.episodeVip')}</small> : null}
                  </Link>
                ))}
              </div>
            </>
          ) : null}
        </LoadingWrapper>
      </ScrollArea>
    </Page>
  );
}
