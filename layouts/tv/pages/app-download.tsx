// Download page on TV: the TV version with a QR code of its download link for a phone to scan,
// and the link itself, which OK copies (download-card.tsx).
import { useT } from '@src/i18n';
import { usePageReady } from '../shell/page-context';
import { TvDownloadCard } from '../components/download-card';

export default function AppDownloadPage() {
  const t = useT();
  usePageReady(true);
  return (
    <div className="tv-dl">
      <div className="tv-page-title">{t('download.title')}</div>
      <TvDownloadCard />
    </div>
  );
}
