// /zfbPay and /tcgPay on TV: the order of the tap, its checkout page, its state.
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { goToCheckout, orderStateKey, useCheckout, type CheckoutKind } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import '../vip/vip.css';

export function CheckoutPage({ kind }: { kind: CheckoutKind }) {
  const t = useT();
  const navigate = useTvNavigate();
  const c = useCheckout(useLocation().search, kind);
  usePageReady(!c.valid || c.status !== 'loading');
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{c.title || t(kind === 'zfb' ? 'routes.zfbPay' : 'routes.tcgPay')}</div>
      {c.valid ? (
        <LoadingWrapper status={c.status} onRefresh={c.reload}>
          {c.checkout ? (
            <>
              <div className="tv-vip-text">{t('payment.checkoutTip')}</div>
              {c.amount ? <div className="tv-vip-total">{t('payment.amount', { amount: c.amount })}</div> : null}
              {c.order ? <div className="tv-vip-name">{t(orderStateKey(c.order))}</div> : null}
              <FocusSection focusKey="checkout/actions">
                <FocusButton id="go-pay" label={t('payment.goPay')} onPress={() => goToCheckout(c.checkout!.url)} />
              </FocusSection>
            </>
          ) : null}
        </LoadingWrapper>
      ) : (
        <>
          <div className="tv-vip-text">{t('payment.badParams')}</div>
          <FocusSection focusKey="checkout/back">
            <FocusButton id="back-to-vip" label={t('payment.backToVip')} onPress={() => navigate(href('Vip'))} />
          </FocusSection>
        </>
      )}
    </ScrollPane>
  );
}
