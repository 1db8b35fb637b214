// The Android client card, the PC-only "use a computer" message and the copyable link (spec 002
// §2 download page), shared by /app-download and a video's download entry (/playDownload). The
// link stays for phone visitors too (README, "Where we differ from the spec").
import { ANDROID_VERSION, copyLinkWithToast, tellsToUseComputer, useDownloadLinks } from '@src/features/download';
import { currentPlatform } from '@src/platform';
import { useMt } from '../../text';
import './app-download.css';

export function DownloadBody() {
  const t = useMt();
  const links = useDownloadLinks();
  return (
    <div className="m-dl">
      <section className="m-dl-card" data-testid="download-android">
        <div className="m-dl-name">{t('download.android')}</div>
        <div className="m-dl-version">{t('download.version', { v: ANDROID_VERSION })}</div>
        {links.android ? (
          <a className="m-btn m-btn--block" href={links.android} target="_blank" rel="noopener noreferrer" data-testid="download-button">
            {t('download.button')}
          </a>
        ) : (
          <div className="m-dl-version">{links.status === 'loading' ? t('loading.wrapper') : t('download.noLink')}</div>
        )}
      </section>
      {tellsToUseComputer(currentPlatform().os) ? (
        <p className="m-dl-pc" data-testid="download-pc-only">
          {t('download.pcOnly')}
        </p>
      ) : null}
      {links.android ? (
        <button type="button" className="m-dl-link" data-testid="download-copy" onClick={() => void copyLinkWithToast(links.android)}>
          {links.android}
        </button>
      ) : null}
    </div>
  );
}
