import { useLoadCompleted } from '@src/lib/use-load-completed';
import { LIST_STATE, type ListState } from './load-more-math';
import { useMt } from '../../text';
import './load-more-footer.css';

export interface LoadMoreFooterProps {
  state: ListState;
  /** Tap on the failed state. */
  onRetry?: () => void;
  noMoreText?: string;
}

/**
 * Spec 002 §2: 0 hidden (its status says 加载完成 after a load), 1 loading, 2 no more, 3 加载失败
 * (a tap retries; the button's name says so).
 */
export function LoadMoreFooter({ state, onRetry, noMoreText }: LoadMoreFooterProps) {
  const t = useMt();
  const completed = useLoadCompleted(state);
  if (state === LIST_STATE.HIDDEN) {
    return (
      <div className="m-load-more m-load-more--hidden" data-testid="load-more" data-state={0} role="status">
        {completed ? <span className="m-load-more-status">{t('footer.complete')}</span> : null}
      </div>
    );
  }
  if (state === LIST_STATE.FAILED) {
    return (
      <button type="button" className="m-load-more m-load-more--failed" data-testid="load-more" data-state={3} aria-label={t('footer.tapRetry')} onClick={onRetry}>
        {t('footer.failed')}
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
