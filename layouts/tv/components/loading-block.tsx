import { useT } from '@src/i18n';
import './overlays.css';

/** In-page loading placeholder (lazy page chunks, first data). */
export function LoadingBlock() {
  const t = useT();
  return (
    <div className="tv-loading-block" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', paddingTop: '2rem', color: '#9aa0ab', fontSize: '0.3rem' }}>
      <div className="tv-spinner" />
      <div>{t('loading.wrapper')}</div>
    </div>
  );
}
