// /zfbPay and /tcgPay on the phone: the order of the tap, its checkout page, its state.
import { Link, useLocation } from 'react-router-dom';
import { href } from '@src/routes/href';
import { goToCheckout, orderStateKey, useCheckout, type CheckoutKind } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import './payment.css';

export function CheckoutPage({ kind }: { kind: CheckoutKind }) {
  const t = useMt();
  const c = useCheckout(useLocation().search, kind);
  return (
    <Page nav={{ title: c.title || t(kind === 'zfb' ? 'routes.zfbPay' : 'routes.tcgPay') }}>
      {c.valid ? (
        <LoadingWrapper status={c.status} onRefresh={c.reload}>
          {c.checkout ? (
            <div className="m-pay">
              <p>{t('payment.checkoutTip')}</p>
              {c.amount ? <p className="m-pay-amount">{t('payment.amount', { amount: c.amount })}</p> : null}
              {c.order ? <p data-testid="checkout-state">{t(orderStateKey(c.order))}</p> : null}
              <button type="button" className="m-pay-btn" onClick={() => goToCheckout(c.checkout!.url)} data-testid="checkout-pay">
                {t('payment.goPay')}
              </button>
            </div>
          ) : null}
        </LoadingWrapper>
      ) : (
        <div className="m-pay">
          <p>{t('payment.badParams')}</p>
          <Link className="m-pay-btn" to={href('Vip')}>
            {t('payment.backToVip')}
          </Link>
        </div>
      )}
    </Page>
  );
}
