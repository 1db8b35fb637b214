// Vertical list of equal-height rows (the home's poster rows): only rows near the viewport are
// mounted; the focused row scrolls to the top by transform.
import { memo, useMemo, type ReactNode } from 'react';
import { FocusSection } from './focus-section';
import { linearResolver } from './index-resolver';
import { rememberedIndex, useCells } from './use-cells';
import { recallFocus } from './section-memory';
import { useVirtualFollow } from './use-virtual-follow';
import { mountedIndexes, nearEnd, visibleCount } from './virtual-window';
import { rem } from './units';

export interface VirtualListProps<T> {
  focusKey: string;
  index?: number;
  items: readonly T[];
  /** Row height in design px, gap included. */
  rowHeight: number;
  viewportHeight?: number;
  buffer?: number;
  align?: 'nearest' | 'start';
  /** Renders row `index`; give it focusKey rowFocusKey (the list's key plus the row's data id) and index. */
  renderRow: (item: T, index: number, rowFocusKey: string) => ReactNode;
  /** The row's data id (a home section id...). */
  itemId: (item: T, index: number) => string | number;
  onEndReached?: () => void;
  endThreshold?: number;
  className?: string;
}

function VirtualListInner<T>(props: VirtualListProps<T>) {
  const { items, rowHeight, viewportHeight = 900, buffer = 1, align = 'start', endThreshold = 2, onEndReached } = props;
  const count = items.length;
  const visible = visibleCount(viewportHeight, rowHeight);
  const onFocusIndex = useMemo(
    () => (onEndReached ? (i: number) => nearEnd(i, count, endThreshold) && onEndReached() : undefined),
    [onEndReached, count, endThreshold],
  );
  const { sectionKey: focusKey, cells: index } = useCells(props.focusKey, items, props.itemId);
  const { first, mountedFirst, onChildFocus } = useVirtualFollow(rememberedIndex(focusKey, index), count, visible, align, onFocusIndex);
  const resolver = useMemo(() => linearResolver(index, 'vertical'), [index]);
  const remembered = recallFocus(focusKey)?.focusKey;

  const rows: ReactNode[] = [];
  for (const i of mountedIndexes(first, mountedFirst, visible, buffer, count)) {
    rows.push(
      <div key={index.keys[i]} className="vlist-cell" data-index={i} style={{ position: 'absolute', left: 0, right: 0, top: rem(i * rowHeight), height: rem(rowHeight) }}>
        {props.renderRow(items[i], i, index.keys[i])}
      </div>,
    );
  }
  return (
    <FocusSection
      focusKey={focusKey}
      index={props.index}
      className={props.className ? `vlist ${props.className}` : 'vlist'}
      nextFocusResolver={resolver}
      measureChildrenLayout={false}
      preferredChildFocusKey={remembered ?? index.keys[first]}
      onChildFocus={onChildFocus}
      attrs={{ 'data-rendered': String(rows.length) }}
    >
      <div className="vlist-viewport" style={{ position: 'relative', overflow: 'hidden', height: rem(viewportHeight) }}>
        <div className="vlist-track" style={{ position: 'absolute', left: 0, right: 0, top: 0, transform: `translateY(-${rem(first * rowHeight)})`, willChange: 'transform' }}>
          {rows}
        </div>
      </div>
    </FocusSection>
  );
}

export const VirtualList = memo(VirtualListInner) as typeof VirtualListInner;
