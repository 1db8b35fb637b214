// /openVipRecords on TV: the VIP time received and the orders, rows the remote walks through.
import { memo } from 'react';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useFocusItem } from '@focus/use-focus-item';
import { useT } from '@src/i18n';
import { orderStateKey, recordTime, useVipGrants, useVipOrders } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { EmptyState } from '../../components/empty-state';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { usePageReady } from '../../shell/page-context';
import './vip.css';

const Row = memo(function Row({ id, left, right }: { id: string | number; left: string; right: string }) {
  const { ref, itemProps } = useFocusItem({ id }, 'tv-vip-row');
  return (
    <div ref={ref} {...itemProps}>
      <span>{left}</span>
      <span>{right}</span>
    </div>
  );
});

export default function VipRecordsPage() {
  const t = useT();
  const grants = useVipGrants();
  const orders = useVipOrders();
  usePageReady(grants.status !== 'loading' && orders.status !== 'loading');
  const more = (l: { items: readonly unknown[]; footer: number }) => l.items.length > 0 && (l.footer === 0 || l.footer === 3);
  // Two empty lists would give two empty states with one Back button key between them (norigin
  // keeps the first): one empty state for the page instead, so the remote finds its Back.
  if (grants.status === 'empty' && orders.status === 'empty') {
    return (
      <ScrollPane style={{ height: '100%' }}>
        <div className="tv-page-title">{t('routes.openVipRecords')}</div>
        <EmptyState text={t('vip.noRecords')} />
      </ScrollPane>
    );
  }
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.openVipRecords')}</div>
      <div className="tv-vip-label">{t('vip.grantsTitle')}</div>
      <LoadingWrapper status={grants.status} onRefresh={() => void grants.refresh()} emptyText={t('vip.noRecords')}>
        <FocusSection focusKey="records/grants">
          {grants.items.map((g) => (
            <Row key={g.id} id={g.id} left={`${t('vip.days', { n: g.days })}  ${recordTime(g.createdAt)}`} right={t('vip.until', { date: g.eDateAfter })} />
          ))}
          {more(grants) ? <FocusButton id="more" label={t('vip.more')} onPress={grants.loadMore} /> : null}
        </FocusSection>
      </LoadingWrapper>
      <div className="tv-vip-label">{t('vip.ordersTitle')}</div>
      <LoadingWrapper status={orders.status} onRefresh={() => void orders.refresh()} emptyText={t('vip.noRecords')}>
        <FocusSection focusKey="records/orders">
          {orders.items.map((o) => (
            <Row key={o.orderId} id={o.orderId} left={`${o.packageName}  ${recordTime(o.createdAt)}`} right={`${o.priceSymbol}${o.amount} ${t(orderStateKey(o))}`} />
          ))}
          {more(orders) ? <FocusButton id="more" label={t('vip.more')} onPress={orders.loadMore} /> : null}
        </FocusSection>
      </LoadingWrapper>
    </ScrollPane>
  );
}
