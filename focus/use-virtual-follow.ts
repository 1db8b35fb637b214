import { useCallback, useState } from 'react';
import { followFocus } from './virtual-window';

/**
 * First visible index of a virtualised section, moved when a child gets focus. It starts at
 * initialIndex (the remembered child), so coming back renders (and can focus) the item left last time.
 */
export function useVirtualFollow(initialIndex: number | undefined, count: number, visible: number, align: 'nearest' | 'start', onFocusIndex?: (index: number) => void) {
  const [first, setFirst] = useState(() => {
    return initialIndex === undefined ? 0 : followFocus(0, Math.min(initialIndex, Math.max(0, count - 1)), visible, count, align);
  });
  // Memory may point past data that has not loaded yet: apply it once the item exists.
  const [pending, setPending] = useState(initialIndex !== undefined && initialIndex >= count ? initialIndex : undefined);
  if (pending !== undefined && pending < count) {
    setPending(undefined);
    setFirst(followFocus(0, pending, visible, count, align));
  }
  const onChildFocus = useCallback(
    (index: number | undefined) => {
      if (index === undefined) return;
      // Same value => React skips the render, so moving inside the visible slice costs nothing here.
      setFirst((prev) => followFocus(prev, index, visible, count, align));
      onFocusIndex?.(index);
    },
    [visible, count, align, onFocusIndex],
  );
  return { first, onChildFocus };
}
