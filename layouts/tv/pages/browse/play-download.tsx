// /playDownload?id= on TV: a video's download entry. Videos are downloaded in the app, so the
// TV shows the app's download card (QR code for a phone, the link OK copies), naming the video.
import { useLocation } from 'react-router-dom';
import { useT } from '@src/i18n';
import { playDownloadKeyFrom, usePlayDownload } from '@src/features/browse';
import { usePageReady } from '../../shell/page-context';
import { TvDownloadCard } from '../../components/download-card';
import './browse.css';

export default function PlayDownloadPage() {
  const t = useT();
  const { search } = useLocation();
  const { video } = usePlayDownload(playDownloadKeyFrom(search));
  usePageReady(true);
  return (
    <div className="tv-dl">
      <div className="tv-page-title">{t('browse.downloadTitle')}</div>
      {video ? (
        <p className="tv-dl-video" data-testid="download-video">
          {t('browse.downloadTip', { title: video.title })}
        </p>
      ) : null}
      <TvDownloadCard tip={t('browse.downloadTvTip')} />
    </div>
  );
}
