// Loading wrapper (spec 000 §2): "正在加载..." while loading, an empty state, and on network
// failure (an address naming nothing says so, issue 42) "当前网络不可用 / 请检查网络，再刷新试试吧" with a "点击刷新" button.
import type { ReactNode } from 'react';
import { useT } from '@src/i18n';
import { EmptyState } from './empty-state';
import { FocusButton } from './focus-button';
import { LoadingBlock } from './loading-block';
import { BadAddress } from './bad-address';
import type { ResourceStatus } from '@src/data/status';

export type WrapperStatus = ResourceStatus;

export function LoadingWrapper({ status, onRefresh, children, emptyText, emptySub }: { status: WrapperStatus; onRefresh: () => void; children?: ReactNode; emptyText?: string; emptySub?: string }) {
  const t = useT();
  if (status === 'loading') return <LoadingBlock />;
  if (status === 'not-found') return <BadAddress kind="not-found" />;
  if (status === 'empty') return <EmptyState text={emptyText} sub={emptySub} />;
  if (status === 'network-error' || status === 'error') {
    return (
      <div className="tv-network-error" data-testid="network-error" style={{ textAlign: 'center', paddingTop: '1.4rem' }}>
        <div style={{ fontSize: '0.36rem', color: '#dfe2e8' }}>{status === 'network-error' ? t('network.unavailable') : t('errors.loadFailed')}</div>
        <div style={{ fontSize: '0.26rem', color: '#7d8390', margin: '0.16rem 0 0.4rem' }}>{t('network.check')}</div>
        <FocusButton focusKey="network-refresh" label={t('network.refresh')} onPress={onRefresh} testId="refresh" />
      </div>
    );
  }
  return <>{children}</>;
}
