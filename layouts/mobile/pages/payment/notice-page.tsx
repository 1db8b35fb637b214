// /notice on the phone: the card-payment notice of an order, then its checkout page.
import { useLocation } from 'react-router-dom';
import { goToCheckout, orderIdFrom, orderStateKey, useOrder } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import './payment.css';

export default function NoticePage() {
  const t = useMt();
  const res = useOrder(orderIdFrom(useLocation().search));
  const o = res.data;
  return (
    <Page nav={{ title: t('payment.noticeTitle') }}>
      <LoadingWrapper status={res.status} onRefresh={res.reload}>
        {o ? (
          <div className="m-pay">
            <p data-testid="notice-text">{t('payment.noticeText')}</p>
            <p>{t('payment.package', { name: o.packageName })}</p>
            <p className="m-pay-amount">{t('payment.amount', { amount: `${o.priceSymbol}${o.amount}` })}</p>
            {o.payUrl ? (
              <button type="button" className="m-pay-btn" onClick={() => goToCheckout(o.payUrl)} data-testid="notice-pay">
                {t('payment.goPay')}
              </button>
            ) : (
              <p>{t(orderStateKey(o))}</p>
            )}
          </div>
        ) : null}
      </LoadingWrapper>
    </Page>
  );
}
