// /openVipRecords on the phone: the user's orders and the VIP time received.
import { orderStateKey, recordTime, useVipGrants, useVipOrders } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import '../payment/payment.css';

export default function VipRecordsPage() {
  const t = useMt();
  const orders = useVipOrders();
  const grants = useVipGrants();
  return (
    <Page nav={{ title: t('routes.openVipRecords') }}>
      <ScrollArea>
        <div className="m-pay">
          <h3 className="m-pay-h">{t('vip.grantsTitle')}</h3>
          <LoadingWrapper status={grants.status} onRefresh={() => void grants.refresh()} emptyText={t('vip.noRecords')}>
            <ul className="m-pay-list" data-testid="vip-grants">
              {grants.items.map((g) => (
                <li key={g.id}>
                  <span>
                    {t('vip.days', { n: g.days })}
                    <span className="m-pay-sub"> {recordTime(g.createdAt)}</span>
                  </span>
                  <span className="m-pay-sub">{t('vip.until', { date: g.eDateAfter })}</span>
                </li>
              ))}
            </ul>
            {grants.items.length > 0 && (grants.footer === 0 || grants.footer === 3) ? (
              <button type="button" className="m-pay-btn m-pay-btn-ghost" onClick={grants.loadMore}>
                {t('vip.more')}
              </button>
            ) : null}
          </LoadingWrapper>
          <h3 className="m-pay-h">{t('vip.ordersTitle')}</h3>
          <LoadingWrapper status={orders.status} onRefresh={() => void orders.refresh()} emptyText={t('vip.noRecords')}>
            <ul className="m-pay-list" data-testid="vip-orders">
              {orders.items.map((o) => (
                <li key={o.orderId}>
                  <span>
                    {o.packageName}
                    <span className="m-pay-sub"> {recordTime(o.createdAt)}</span>
                  </span>
                  <span>
                    {`${o.priceSymbol}${o.amount}`} <span className="m-pay-sub">{t(orderStateKey(o))}</span>
                  </span>
                </li>
              ))}
            </ul>
            {orders.items.length > 0 && (orders.footer === 0 || orders.footer === 3) ? (
              <button type="button" className="m-pay-btn m-pay-btn-ghost" onClick={orders.loadMore}>
                {t('vip.more')}
              </button>
            ) : null}
          </LoadingWrapper>
        </div>
      </ScrollArea>
    </Page>
  );
}
