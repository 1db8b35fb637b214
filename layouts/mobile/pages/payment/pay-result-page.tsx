// /payResult on the phone: the order's state, followed until the provider settles it.
import { Link } from 'react-router-dom';
import { href } from '@src/routes/href';
import { VectorAnimation } from '@src/anim/vector-animation';
import { orderIdFrom, orderStateKey, useOrder, usePaidAnimation } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import './payment.css';
import { usePageLocation } from '../../router/use-page-location';

export default function PayResultPage() {
  const t = useMt();
  const res = useOrder(orderIdFrom(usePageLocation().search), true);
  const o = res.data;
  const anim = usePaidAnimation(o);
  return (
    <Page nav={{ title: t('routes.payResult'), fallback: href('Vip') }}>
      <LoadingWrapper status={res.status} onRefresh={res.reload}>
        {o ? (
          <div className="m-pay">
            {anim ? <VectorAnimation src={anim} className="m-pay-anim" testId="pay-anim" /> : null}
            <p className="m-pay-state" data-testid="pay-result" data-state={o.state}>
              {t(orderStateKey(o))}
            </p>
            <p>{t('payment.orderNo', { id: o.orderId })}</p>
            <p className="m-pay-amount">{t('payment.amount', { amount: `${o.priceSymbol}${o.amount}` })}</p>
            <button type="button" className="m-pay-btn m-pay-btn-ghost" onClick={res.reload}>
              {t('payment.refresh')}
            </button>
            <Link className="m-pay-btn" to={href('Vip')}>
              {t('payment.backToVip')}
            </Link>
          </div>
        ) : null}
      </LoadingWrapper>
    </Page>
  );
}
