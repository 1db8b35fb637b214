import { startTransition, useCallback, useEffect, useState } from 'react';
import { followFocus } from './virtual-window';
import { afterNextPaint } from './after-paint';

/**
 * First visible index of a virtualised section, moved when a child gets focus. It starts at
 * initialIndex (the remembered child), so coming back renders (and can focus) the item left last time.
 *
 * `first` drives the scroll transform and changes in the key press's own render. `mountedFirst`
 * (which slice is mounted) follows it after that frame is painted, in a transition: a key press
 * then commits only the two cards whose focus changed and a transform, and the items that came
 * near the screen are mounted (and registered with norigin) once the moved focus is on screen.
 * The buffer keeps the next item to move to mounted, so this never makes a key press wait.
 *
 * `rememberedIndex` is where the remembered child is now (use-cells.ts). Focus moves keep it in
 * view; when the items reorder under it, the window jumps to it at once (same commit), so the
 * focused item stays mounted and focused instead of scrolling away with its old position.
 */
export function useVirtualFollow(rememberedIndex: number | undefined, count: number, visible: number, align: 'nearest' | 'start', onFocusIndex?: (index: number) => void) {
  const initialIndex = rememberedIndex;
  const [first, setFirst] = useState(() => {
    return initialIndex === undefined ? 0 : followFocus(0, Math.min(initialIndex, Math.max(0, count - 1)), visible, count, align);
  });
  const [mountedFirst, setMountedFirst] = useState(first);
  // Memory may point past data that has not loaded yet: apply it once the item exists.
  const [pending, setPending] = useState(initialIndex !== undefined && initialIndex >= count ? initialIndex : undefined);
  if (pending !== undefined && pending < count) {
    const next = followFocus(0, pending, visible, count, align);
    setPending(undefined);
    setFirst(next);
    setMountedFirst(next);
  } else if (pending === undefined && rememberedIndex !== undefined && rememberedIndex < count && (rememberedIndex < first || rememberedIndex >= first + visible)) {
    const next = followFocus(first, rememberedIndex, visible, count, align);
    if (next !== first) {
      setFirst(next);
      setMountedFirst(next);
    }
  }
  useEffect(() => {
    if (mountedFirst === first) return;
    return afterNextPaint(() => startTransition(() => setMountedFirst(first)));
  }, [first, mountedFirst]);
  const onChildFocus = useCallback(
    (index: number | undefined) => {
      if (index === undefined) return;
      // Same value => React skips the render, so moving inside the visible slice costs nothing here.
      setFirst((prev) => followFocus(prev, index, visible, count, align));
      onFocusIndex?.(index);
    },
    [visible, count, align, onFocusIndex],
  );
  return { first, mountedFirst, onChildFocus };
}
