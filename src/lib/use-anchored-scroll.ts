// A message list that grows at both ends (chat): older items loaded above keep what is on screen
// in place, a new item at the end scrolls to the bottom. Shared by the TV and phone chat views.
import { useLayoutEffect, useRef, type RefObject } from 'react';

export function useAnchoredScroll(ref: RefObject<HTMLElement | null>, items: readonly { key: string }[]): void {
  const edges = useRef({ first: '', last: '', height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const first = items[0]?.key ?? '';
    const last = items[items.length - 1]?.key ?? '';
    const prev = edges.current;
    if (prev.first && first !== prev.first && last === prev.last) el.scrollTop += el.scrollHeight - prev.height;
    else if (last !== prev.last) el.scrollTop = el.scrollHeight;
    edges.current = { first, last, height: el.scrollHeight };
  }, [items, ref]);
}
