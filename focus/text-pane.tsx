// A focusable text pane (help articles, agreements): Up and Down scroll the text in 300 px steps
// (spec 002 §9 "TV scroll step"); at either end the key moves focus on as usual.
import { useCallback, type ReactNode } from 'react';
import { useFocusItem } from './use-focus-item';

export const TEXT_SCROLL_STEP = 300;

/** Next scrollTop for a step, or null when already at that end (let focus move instead). */
export function textPaneStep(scrollTop: number, direction: string, scrollHeight: number, clientHeight: number, step = TEXT_SCROLL_STEP): number | null {
  const max = Math.max(0, scrollHeight - clientHeight);
  if (direction === 'down') return scrollTop >= max ? null : Math.min(max, scrollTop + step);
  if (direction === 'up') return scrollTop <= 0 ? null : Math.max(0, scrollTop - step);
  return null;
}

export interface TextPaneProps {
  focusKey?: string;
  className?: string;
  children?: ReactNode;
  /** Inner HTML of an article (already sanitised by the caller). */
  html?: string;
  step?: number;
}

export function TextPane({ focusKey, className, children, html, step = TEXT_SCROLL_STEP }: TextPaneProps) {
  const { ref, itemProps } = useFocusItem<HTMLDivElement>(
    {
      focusKey,
      onArrow: useCallback(
        (direction: string) => {
          const el = ref.current;
          if (!el) return true;
          const next = textPaneStep(el.scrollTop, direction, el.scrollHeight, el.clientHeight, step);
          if (next === null) return true;
          el.scrollTop = next;
          return false;
        },
        // ref is stable; step rarely changes
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [step],
      ),
    },
    className ? `text-pane ${className}` : 'text-pane',
  );
  return html !== undefined ? (
    <div ref={ref} {...itemProps} style={{ overflow: 'hidden' }} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div ref={ref} {...itemProps} style={{ overflow: 'hidden' }}>
      {children}
    </div>
  );
}
