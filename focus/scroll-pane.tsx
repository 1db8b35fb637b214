// A vertical scroll area for ordinary TV pages (forms, settings, menus): a focused descendant
// is revealed by moving the content with translateY.
import { useCallback, useRef, type CSSProperties, type ReactNode } from 'react';
import { ScrollContext } from './scroll-context';
import { offsetTopWithin, scrollOffsetFor } from './scroll-into-view';

export interface ScrollPaneProps {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** Space kept above and below the focused element, in CSS px. */
  margin?: number;
}

export function ScrollPane({ children, className, style, margin = 48 }: ScrollPaneProps) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const reveal = useCallback(
    (node: HTMLElement) => {
      const o = outer.current;
      const c = inner.current;
      if (!o || !c) return;
      const next = scrollOffsetFor({
        offset: offset.current,
        viewportSize: o.clientHeight,
        contentSize: c.scrollHeight,
        itemStart: offsetTopWithin(node, c),
        itemSize: node.offsetHeight,
        margin,
      });
      if (next !== offset.current) {
        offset.current = next;
        c.style.transform = `translateY(${-next}px)`;
      }
    },
    [margin],
  );
  return (
    <ScrollContext.Provider value={reveal}>
      <div ref={outer} className={className ? `scroll-pane ${className}` : 'scroll-pane'} style={{ overflow: 'hidden', position: 'relative', ...style }}>
        <div ref={inner} className="scroll-pane-content" style={{ position: 'relative', willChange: 'transform' }}>
          {children}
        </div>
      </div>
    </ScrollContext.Provider>
  );
}
