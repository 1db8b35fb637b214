// The result pages of the pay pages on TV (/zfbPaySuccess, /zfbPayUnpaid, /zfbPayCancel,
// /zfbPayConfirm, /zfbPayNotSupport, /zfbPayUnpaidSubmit, /unablePay, /tcgPaySuccess).
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { matchRoute } from '@src/routes/match';
import { isPayStatusRoute, orderIdFrom, PAY_STATUS_TEXT, useOrder } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import '../vip/vip.css';
import { usePageLocation } from '../../shell/use-page-location';

export default function PayStatusPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const { pathname, search } = usePageLocation();
  const route = matchRoute(pathname).route;
  const order = useOrder(orderIdFrom(search), route.name === 'ZfbPayConfirm');
  usePageReady(true);
  const o = order.data;
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t(route.titleKey)}</div>
      <div className="tv-vip-name" data-testid="pay-status">{t(isPayStatusRoute(route.name) ? PAY_STATUS_TEXT[route.name] : 'payment.unable')}</div>
      {o ? <div className="tv-vip-text">{t('payment.orderNo', { id: o.orderId })}</div> : null}
      <FocusSection focusKey="pay-status/actions">
        <FocusButton id="back-to-vip" label={t('payment.backToVip')} onPress={() => navigate(href('Vip'))} />
      </FocusSection>
    </ScrollPane>
  );
}
