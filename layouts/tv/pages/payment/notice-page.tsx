// /notice on TV: the card-payment notice of an order, then its checkout page.
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { goToCheckout, orderIdFrom, orderStateKey, useOrder } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { usePageReady } from '../../shell/page-context';
import '../vip/vip.css';

export default function NoticePage() {
  const t = useT();
  const res = useOrder(orderIdFrom(useLocation().search));
  usePageReady(res.status !== 'loading');
  const o = res.data;
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('payment.noticeTitle')}</div>
      <LoadingWrapper status={res.status} onRefresh={res.reload}>
        {o ? (
          <>
            <div className="tv-vip-text" data-testid="notice-text">{t('payment.noticeText')}</div>
            <div className="tv-vip-name">{t('payment.package', { name: o.packageName })}</div>
            <div className="tv-vip-total">{t('payment.amount', { amount: `${o.priceSymbol}${o.amount}` })}</div>
            <FocusSection focusKey="notice/actions">
              {o.payUrl ? <FocusButton id="go-pay" label={t('payment.goPay')} onPress={() => goToCheckout(o.payUrl)} testId="notice-pay" /> : <div className="tv-vip-text">{t(orderStateKey(o))}</div>}
            </FocusSection>
          </>
        ) : null}
      </LoadingWrapper>
    </ScrollPane>
  );
}
