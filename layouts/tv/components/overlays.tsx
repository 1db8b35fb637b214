// Toasts and the loading mask from the UI store.
import { useLoadingVisible, useUi } from '@src/stores/ui';
import { useT } from '@src/i18n';
import './overlays.css';

export function Toasts() {
  const toasts = useUi((s) => s.toasts);
  if (toasts.length === 0) return null;
  return (
    <div className="tv-toasts" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`tv-toast tv-toast-${t.position}`} data-testid="toast">
          {t.text}
        </div>
      ))}
    </div>
  );
}

export function LoadingMask() {
  const visible = useLoadingVisible();
  const t = useT();
  if (!visible) return null;
  return (
    <div className="tv-loading-mask" data-testid="loading-mask">
      <div className="tv-spinner" />
      <div>{t('loading.text')}</div>
    </div>
  );
}
