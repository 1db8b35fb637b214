// Download page on the phone (spec 002 §2): nav bar 下载APP (hidden with embed=1), the
// Android client card with its version and download button, and the PC-only message whose
// link copies on tap. Only Android is shown, though the info names other platforms.
import { useLocation } from 'react-router-dom';
import { ANDROID_VERSION, copyLinkWithToast, useDownloadLinks } from '@src/features/download';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './app-download.css';

export default function AppDownloadPage() {
  const t = useMt();
  const { search } = useLocation();
  const embed = new URLSearchParams(search).get('embed') === '1';
  const links = useDownloadLinks();
  return (
    <Page nav={embed ? undefined : { title: t('download.title') }}>
      <ScrollArea>
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
          <p className="m-dl-pc">{t('download.pcOnly')}</p>
          {links.android ? (
            <button type="button" className="m-dl-link" data-testid="download-copy" onClick={() => void copyLinkWithToast(links.android)}>
              {links.android}
            </button>
          ) : null}
        </div>
      </ScrollArea>
    </Page>
  );
}
