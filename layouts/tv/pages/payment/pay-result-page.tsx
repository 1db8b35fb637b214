// /payResult on TV: the order's state, followed until the provider settles it.
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { VectorAnimation } from '@src/anim/vector-animation';
import { orderIdFrom, orderStateKey, useOrder, usePaidAnimation } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import '../vip/vip.css';
import { usePageLocation } from '../../shell/use-page-location';

export default function PayResultPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const res = useOrder(orderIdFrom(usePageLocation().search), true);
  usePageReady(res.status !== 'loading');
  const o = res.data;
  const anim = usePaidAnimation(o);
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.payResult')}</div>
      <LoadingWrapper status={res.status} onRefresh={res.reload}>
        {o ? (
          <>
            {anim ? <VectorAnimation src={anim} className="tv-pay-anim" testId="pay-anim" /> : null}
            <div className="tv-vip-name" data-testid="pay-result" data-state={o.state}>{t(orderStateKey(o))}</div>
            <div className="tv-vip-text">{t('payment.orderNo', { id: o.orderId })}</div>
            <div className="tv-vip-total">{t('payment.amount', { amount: `${o.priceSymbol}${o.amount}` })}</div>
            <FocusSection focusKey="pay-result/actions">
              <FocusButton id="refresh" label={t('payment.refresh')} onPress={res.reload} />
              <FocusButton id="back-to-vip" label={t('payment.backToVip')} onPress={() => navigate(href('Vip'))} />
            </FocusSection>
          </>
        ) : null}
      </LoadingWrapper>
    </ScrollPane>
  );
}
