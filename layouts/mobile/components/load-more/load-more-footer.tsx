import { LIST_STATE, type ListState } from './load-more-math';
import { useMt } from '../../text';
import './load-more-footer.css';

export interface LoadMoreFooterProps {
  state: ListState;
  /** Tap on the failed state. */
  onRetry?: () => void;
  noMoreText?: string;
}

/** Spec 002 §2: 0 hidden, 1 loading, 2 no more, 3 failed (tap to retry). */
export function LoadMoreFooter({ state, onRetry, noMoreText }: LoadMoreFooterProps) {
  const t = useMt();
  if (state === LIST_STATE.HIDDEN) return <div className="m-load-more m-load-more--hidden" data-testid="load-more" data-state={0} />;
  if (state === LIST_STATE.FAILED) {
    return (
      <button type="button" className="m-load-more m-load-more--failed" data-testid="load-more" data-state={3} onClick={onRetry}>
        {t('footer.tapRetry')}
      </button>
    );
  }
  return (
    <div className="m-load-more" data-testid="load-more" data-state={state} role="status">
      {state === LIST_STATE.LOADING && <span className="m-spinner" aria-hidden="true" />}
      <span>{state === LIST_STATE.LOADING ? t('footer.loading') : noMoreText ?? t('footer.noMore')}</span>
    </div>
  );
}
