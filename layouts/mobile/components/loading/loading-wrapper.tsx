import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { useMt } from '../../text';
import { BadAddress } from '../bad-address/bad-address';
import type { ResourceStatus } from '@src/data/status';
import './loading.css';

export type LoadStatus = ResourceStatus;

export interface LoadingWrapperProps {
  status: LoadStatus;
  onRefresh?: () => void;
  emptyText?: ReactNode;
  emptySubText?: ReactNode;
  children?: ReactNode;
}

/** Spec 000 §2: "正在加载..." while loading, an empty state, and a refresh prompt on network failure. */
export function LoadingWrapper({ status, onRefresh, emptyText, emptySubText, children }: LoadingWrapperProps) {
  const t = useMt();
  if (status === 'loading') {
    return (
      <div className="m-loading-inline" data-testid="loading-wrapper" data-status="loading" role="status">
        <span className="m-spinner" aria-hidden="true" />
        {t('loading.wrapper')}
      </div>
    );
  }
  // An address naming nothing says so and offers the way back, not a refresh (issue 42).
  if (status === 'not-found') return <BadAddress kind="not-found" />;
  // The phone shows one refresh prompt for every failed first load, as the spec's wrapper does.
  if (status === 'network-error' || status === 'error') {
    return (
      <div className="m-net-error" data-testid="loading-wrapper" data-status="network-error">
        <svg className="m-net-icon" viewBox="0 0 64 64" aria-hidden="true">
          <path d="M8 26a34 34 0 0 1 48 0M16 34a22 22 0 0 1 32 0M24 42a10 10 0 0 1 16 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          <path d="M10 10l44 44" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <p className="m-net-title">{t('network.unavailable')}</p>
        <p className="m-net-sub">{t('network.check')}</p>
        <button type="button" className="m-btn m-btn--ghost" data-testid="network-refresh" onClick={onRefresh}>
          {t('network.refresh')}
        </button>
      </div>
    );
  }
  if (status === 'empty') {
    return (
      <div data-testid="loading-wrapper" data-status="empty">
        <EmptyState text={emptyText} subText={emptySubText} />
      </div>
    );
  }
  return <>{children}</>;
}
