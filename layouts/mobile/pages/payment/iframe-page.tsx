// /iframe on the phone: a gateway page of our own origin inside the app (others are refused).
import { useLocation } from 'react-router-dom';
import { iframeSrc } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { useMt } from '../../text';
import './payment.css';

export default function IframePage() {
  const t = useMt();
  const q = new URLSearchParams(useLocation().search);
  const src = iframeSrc(q.get('url'));
  return (
    <Page nav={{ title: q.get('title') || t('routes.iframe') }}>
      {src ? <iframe className="m-pay-frame" src={src} title={q.get('title') || t('routes.iframe')} sandbox="allow-forms allow-same-origin allow-top-navigation" /> : <p className="m-pay">{t('payment.iframeRefused')}</p>}
    </Page>
  );
}
