// The TV download card: the TV version (2.2.0) with a QR code of its download link for a phone
// to scan, and the link itself, which OK copies (已复制链接 / 复制失败). Shared by /app-download
// and a video's download entry (/playDownload).
import { useT } from '@src/i18n';
import { TV_VERSION, copyLinkWithToast, useDownloadLinks } from '@src/features/download';
import { useQrCode } from '@src/lib/qr-code';
import { FocusSection } from '@focus/focus-section';
import { FocusButton } from './focus-button';
import './download-card.css';

export function TvDownloadCard({ tip }: { tip?: string }) {
  const t = useT();
  const links = useDownloadLinks();
  const link = links.tv || links.android;
  const qr = useQrCode(link);
  return (
    <div className="tv-dl-card" data-testid="download-tv">
      <div className="tv-dl-qr">{qr ? <img src={qr} alt={link} data-testid="download-qr" /> : null}</div>
      <div className="tv-dl-info">
        <div className="tv-dl-name">{t('download.tvTitle')}</div>
        <div className="tv-dl-version">{t('download.version', { v: TV_VERSION })}</div>
        <div className="tv-dl-tip">{link ? (tip ?? t('download.tvScan')) : t('download.noLink')}</div>
        {/* One control: the arrows have nowhere to go. */}
        <FocusSection focusKey="download/link" attrs={{ 'data-nothing-to-move': 'single-control' }}>
          <FocusButton id="copy-link" label={link || t('download.noLink')} onPress={() => void copyLinkWithToast(link)} testId="download-copy" />
        </FocusSection>
      </div>
    </div>
  );
}
