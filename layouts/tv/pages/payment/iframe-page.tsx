// /iframe on TV: a gateway page of our own origin inside the app (others are refused).
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { iframeSrc } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import '../vip/vip.css';

export default function IframePage() {
  const t = useT();
  const navigate = useTvNavigate();
  const q = new URLSearchParams(useLocation().search);
  const src = iframeSrc(q.get('url'));
  usePageReady(true);
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <div className="tv-page-title">{q.get('title') || t('routes.iframe')}</div>
      {src ? <iframe src={src} title={q.get('title') || t('routes.iframe')} sandbox="allow-forms allow-same-origin allow-top-navigation" style={{ flex: 1, border: 0, background: '#fff' }} /> : <div className="tv-vip-text">{t('payment.iframeRefused')}</div>}
      <FocusSection focusKey="iframe/back">
        <FocusButton id="back" label={t('common.back')} onPress={() => navigate(-1)} />
      </FocusSection>
    </div>
  );
}
