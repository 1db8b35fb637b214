import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { usePageContext } from '../../shell/page-context';
import { registerScrollContainer } from '../../shell/scroll-registry';
import { usePullRefresh } from '../pull-refresh/use-pull-refresh';
import { useMt } from '../../text';
import './scroll-area.css';

export interface ScrollAreaProps {
  children: ReactNode;
  /** Enables pull-to-refresh; the head hides again when the promise settles. */
  onRefresh?: () => Promise<unknown> | void;
  /** Lets the page watch the container (load-more). */
  scrollRef?: RefObject<HTMLDivElement | null>;
  className?: string;
}

/**
 * The page's scroll container. It registers itself for tab-tap scroll-to-top and restores its
 * position when a kept-alive page comes back (display:none may reset scrollTop).
 */
export function ScrollArea({ children, onRefresh, scrollRef, className }: ScrollAreaProps) {
  const own = useRef<HTMLDivElement | null>(null);
  const ref = scrollRef ?? own;
  const { name, active } = usePageContext();
  const saved = useRef(0);
  const pull = usePullRefresh(ref, onRefresh);
  const t = useMt();

  useEffect(() => {
    const el = ref.current;
    if (!el || !name) return;
    return registerScrollContainer(name, el);
  }, [ref, name]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onScroll = () => {
      if (el.offsetParent !== null || el.scrollTop > 0) saved.current = el.scrollTop;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [ref]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (active && el && saved.current > 0 && el.scrollTop !== saved.current) el.scrollTop = saved.current;
  }, [active, ref]);

  const pullText = pull.phase === 'release' ? t('mobile.pullRelease') : pull.phase === 'refreshing' ? t('mobile.pullRefreshing') : t('mobile.pullPulling');
  return (
    <div
      ref={ref}
      className={`m-scroll${className ? ` ${className}` : ''}`}
      data-testid={onRefresh ? 'pull-refresh' : undefined}
      data-pull-phase={onRefresh ? pull.phase : undefined}
    >
      {onRefresh && (
        <div className="m-pull-head" style={{ height: pull.offset }} aria-live="polite">
          {pull.offset > 0 && (
            <span className="m-pull-text">
              {pull.phase === 'refreshing' && <span className="m-spinner" aria-hidden="true" />}
              {pullText}
            </span>
          )}
        </div>
      )}
      {children}
    </div>
  );
}
