// Horizontal poster row: renders only the items near the screen, scrolls with a CSS transform
// and moves focus by index (no layout reads on key press).
import { memo, useMemo, type ReactNode } from 'react';
import { FocusSection } from './focus-section';
import { linearResolver } from './index-resolver';
import { FocusCellContext } from './focus-scope';
import { rememberedIndex, useCells } from './use-cells';
import { recallFocus } from './section-memory';
import { useVirtualFollow } from './use-virtual-follow';
import { mountedIndexes, nearEnd, visibleCount } from './virtual-window';
import { rem } from './units';

export interface VirtualRowProps<T> {
  focusKey: string;
  /** Row position in its list (remembered by the list). */
  index?: number;
  items: readonly T[];
  /** Design px (1920 wide screen). */
  itemWidth: number;
  itemHeight: number;
  gap?: number;
  viewportWidth?: number;
  /** Items rendered beyond each edge of the visible slice. */
  buffer?: number;
  /** Renders one item; it must be a focus item with this index (useFocusItem({ index })): its key comes from itemId. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The item's data id (video id, category id...): its focus key is the row's key plus this. */
  itemId: (item: T, index: number) => string | number;
  onEndReached?: () => void;
  endThreshold?: number;
  className?: string;
  header?: ReactNode;
}

function VirtualRowInner<T>(props: VirtualRowProps<T>) {
  const { items, itemWidth, itemHeight, gap = 24, viewportWidth = 1760, buffer = 2, endThreshold = 4, onEndReached } = props;
  const stride = itemWidth + gap;
  const count = items.length;
  const visible = visibleCount(viewportWidth + gap, stride);
  const onFocusIndex = useMemo(
    () => (onEndReached ? (i: number) => nearEnd(i, count, endThreshold) && onEndReached() : undefined),
    [onEndReached, count, endThreshold],
  );
  const { sectionKey: focusKey, cells: index } = useCells(props.focusKey, items, props.itemId);
  const { first, mountedFirst, onChildFocus } = useVirtualFollow(rememberedIndex(focusKey, index), count, visible, 'nearest', onFocusIndex);
  const resolver = useMemo(() => linearResolver(index, 'horizontal'), [index]);
  const remembered = recallFocus(focusKey)?.focusKey;

  const cells: ReactNode[] = [];
  for (const i of mountedIndexes(first, mountedFirst, visible, buffer, count)) {
    cells.push(
      <div key={index.keys[i]} className="vrow-cell" data-index={i} style={{ position: 'absolute', left: rem(i * stride), top: 0, width: rem(itemWidth), height: rem(itemHeight) }}>
        <FocusCellContext.Provider value={index.keys[i]}>{props.renderItem(items[i], i)}</FocusCellContext.Provider>
      </div>,
    );
  }
  return (
    <FocusSection
      focusKey={focusKey}
      index={props.index}
      className={props.className ? `vrow ${props.className}` : 'vrow'}
      nextFocusResolver={resolver}
      measureChildrenLayout={false}
      preferredChildFocusKey={remembered ?? index.keys[first]}
      onChildFocus={onChildFocus}
      attrs={{ 'data-rendered': String(cells.length) }}
    >
      {props.header}
      <div className="vrow-viewport" style={{ position: 'relative', overflow: 'hidden', width: rem(viewportWidth), height: rem(itemHeight) }}>
        <div className="vrow-track" style={{ position: 'absolute', left: 0, top: 0, height: '100%', transform: `translateX(-${rem(first * stride)})`, willChange: 'transform' }}>
          {cells}
        </div>
      </div>
    </FocusSection>
  );
}

export const VirtualRow = memo(VirtualRowInner) as typeof VirtualRowInner;
