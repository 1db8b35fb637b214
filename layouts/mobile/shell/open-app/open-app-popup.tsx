// The open-app bottom popup (spec 001 §2, §4) and the UC browser hint mask. While the popup
// shows, the shell's jump guard refuses route changes; its buttons open the app (scheme with a
// 2 s fallback to /app-download, iOS straight to /app-download) or the download page.
import { closeOpenApp, closeUcHint, downloadApp, lowIosVersion, openNativeApp, useOpenApp } from '@src/features/open-app';
import { useMt } from '../../text';
import './open-app.css';

export function OpenAppPopup() {
  const t = useMt();
  const visible = useOpenApp((s) => s.visible);
  if (!visible) return null;
  return (
    <div className={`m-open-app-mask${lowIosVersion() ? ' is-low-version' : ''}`} data-testid="open-app" onClick={closeOpenApp}>
      <div className="m-open-app" role="dialog" aria-modal="true" onClick={(e) => e.stopPropagation()}>
        <button type="button" className="m-open-app-close" data-testid="open-app-close" aria-label={t('common.close')} onClick={closeOpenApp}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <div className="m-open-app-title">{t('openApp.title')}</div>
        <div className="m-open-app-actions">
          <button type="button" className="m-btn m-btn--ghost" data-testid="open-app-download" onClick={downloadApp}>
            {t('openApp.download')}
          </button>
          <button type="button" className="m-btn" data-testid="open-app-open" onClick={() => void openNativeApp()}>
            {t('openApp.open')}
          </button>
        </div>
      </div>
    </div>
  );
}

export function UcHintMask() {
  const t = useMt();
  const visible = useOpenApp((s) => s.ucHint);
  if (!visible) return null;
  return (
    <div className="m-uc-hint" data-testid="uc-hint" onClick={closeUcHint} role="dialog">
      <svg className="m-uc-hint-arrow" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <path d="M10 40 C 20 20, 30 14, 40 8 M40 8 l-10 1 M40 8 l-3 9" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
      <p className="m-uc-hint-text">{t('uc.hint')}</p>
    </div>
  );
}
