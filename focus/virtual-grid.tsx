// Poster grid (list, search results, history): renders the rows of items near the viewport and
// moves focus by index arithmetic.
import { memo, useMemo, type ReactNode } from 'react';
import { FocusSection } from './focus-section';
import { gridResolver } from './index-resolver';
import { FocusCellContext } from './focus-scope';
import { rememberedIndex, useCells } from './use-cells';
import { recallFocus } from './section-memory';
import { useVirtualFollow } from './use-virtual-follow';
import { mountedIndexes, nearEnd, visibleCount } from './virtual-window';
import { rem } from './units';

export interface VirtualGridProps<T> {
  focusKey: string;
  index?: number;
  items: readonly T[];
  columns: number;
  itemWidth: number;
  itemHeight: number;
  gapX?: number;
  gapY?: number;
  viewportHeight?: number;
  bufferRows?: number;
  renderItem: (item: T, index: number) => ReactNode;
  /** The item's data id: its focus key is the grid's key plus this. */
  itemId: (item: T, index: number) => string | number;
  onEndReached?: () => void;
  /** Rows from the end that trigger onEndReached. */
  endRows?: number;
  footer?: ReactNode;
  className?: string;
}

function VirtualGridInner<T>(props: VirtualGridProps<T>) {
  const { items, columns, itemWidth, itemHeight, gapX = 24, gapY = 32, viewportHeight = 860, bufferRows = 1, endRows = 2, onEndReached } = props;
  const count = items.length;
  const rowCount = Math.ceil(count / columns);
  const rowStride = itemHeight + gapY;
  const visibleRows = visibleCount(viewportHeight, rowStride);
  const onFocusIndex = useMemo(
    () => (onEndReached ? (i: number) => nearEnd(Math.floor(i / columns), rowCount, endRows) && onEndReached() : undefined),
    [onEndReached, columns, rowCount, endRows],
  );
  const { sectionKey: focusKey, cells: index } = useCells(props.focusKey, items, props.itemId);
  // The follow hook works in rows; children report item indexes, so convert on the way in.
  const rememberedAt = rememberedIndex(focusKey, index);
  const { first, mountedFirst, onChildFocus } = useVirtualFollow(rememberedAt === undefined ? undefined : Math.floor(rememberedAt / columns), rowCount, visibleRows, 'nearest', onFocusIndex);
  const onItemFocus = useMemo(
    () => (i: number | undefined) => onChildFocus(i === undefined ? undefined : Math.floor(i / columns)),
    [onChildFocus, columns],
  );
  const resolver = useMemo(() => gridResolver(index, columns), [index, columns]);
  const remembered = recallFocus(focusKey)?.focusKey;

  const cells: ReactNode[] = [];
  for (const r of mountedIndexes(first, mountedFirst, visibleRows, bufferRows, rowCount)) {
    for (let c = 0; c < columns; c++) {
      const i = r * columns + c;
      if (i >= count) break;
      cells.push(
        <div key={index.keys[i]} className="vgrid-cell" data-index={i} style={{ position: 'absolute', left: rem(c * (itemWidth + gapX)), top: rem(r * rowStride), width: rem(itemWidth), height: rem(itemHeight) }}>
          <FocusCellContext.Provider value={index.keys[i]}>{props.renderItem(items[i], i)}</FocusCellContext.Provider>
        </div>,
      );
    }
  }
  return (
    <FocusSection
      focusKey={focusKey}
      index={props.index}
      className={props.className ? `vgrid ${props.className}` : 'vgrid'}
      nextFocusResolver={resolver}
      measureChildrenLayout={false}
      preferredChildFocusKey={remembered ?? index.keys[first * columns]}
      onChildFocus={onItemFocus}
      attrs={{ 'data-rendered': String(cells.length) }}
    >
      <div className="vgrid-viewport" style={{ position: 'relative', overflow: 'hidden', height: rem(viewportHeight) }}>
        <div className="vgrid-track" style={{ position: 'absolute', left: 0, right: 0, top: 0, transform: `translateY(-${rem(first * rowStride)})`, willChange: 'transform' }}>
          {cells}
        </div>
      </div>
      {props.footer}
    </FocusSection>
  );
}

export const VirtualGrid = memo(VirtualGridInner) as typeof VirtualGridInner;
