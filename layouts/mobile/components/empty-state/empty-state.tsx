import type { ReactNode } from 'react';
import { useMt } from '../../text';
import './empty-state.css';

export interface EmptyStateProps {
  text?: ReactNode;
  subText?: ReactNode;
  /** Optional action below the texts (a button). */
  children?: ReactNode;
}

export function EmptyState({ text, subText, children }: EmptyStateProps) {
  const t = useMt();
  return (
    <div className="m-empty" data-testid="empty-state">
      <svg className="m-empty-icon" viewBox="0 0 64 64" aria-hidden="true">
        <rect x="8" y="14" width="48" height="34" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M27 24v14l12-7z" fill="currentColor" />
        <path d="M22 54h20" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className="m-empty-text">{text ?? t('common.empty')}</p>
      <p className="m-empty-sub">{subText ?? t('common.emptySub')}</p>
      {children}
    </div>
  );
}
