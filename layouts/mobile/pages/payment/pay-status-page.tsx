// The result pages of the pay pages on the phone (/zfbPaySuccess, /zfbPayUnpaid, /zfbPayCancel,
// /zfbPayConfirm, /zfbPayNotSupport, /zfbPayUnpaidSubmit, /unablePay, /tcgPaySuccess).
import { Link } from 'react-router-dom';
import { href } from '@src/routes/href';
import { isPayStatusRoute, orderIdFrom, PAY_STATUS_TEXT, useOrder } from '@src/features/vip';
import { matchRoute } from '@src/routes/match';
import { Page } from '../../components/page/page';
import { useMt } from '../../text';
import './payment.css';
import { usePageLocation } from '../../router/use-page-location';

export default function PayStatusPage() {
  const t = useMt();
  const { pathname, search } = usePageLocation();
  const name = matchRoute(pathname).route.name;
  const orderId = orderIdFrom(search);
  const order = useOrder(orderId, name === 'ZfbPayConfirm');
  const textKey = isPayStatusRoute(name) ? PAY_STATUS_TEXT[name] : 'payment.unable';
  const o = order.data;
  return (
    <Page nav={{ title: t(matchRoute(pathname).route.titleKey), fallback: href('Vip') }}>
      <div className="m-pay">
        <p className="m-pay-state" data-testid="pay-status">{t(textKey)}</p>
        {o ? <p>{t('payment.orderNo', { id: o.orderId })}</p> : null}
        {o ? <p className="m-pay-amount">{t('payment.amount', { amount: `${o.priceSymbol}${o.amount}` })}</p> : null}
        <Link className="m-pay-btn" to={href('Vip')}>
          {name === 'ZfbPayUnpaid' || name === 'ZfbPayCancel' ? t('payment.payAgain') : t('payment.backToVip')}
        </Link>
      </div>
    </Page>
  );
}
