// norigin's layout adapter, tuned for a remote on a slow TV CPU.
//
// norigin measures a focusable when it registers, on every focus change (for the onFocus/onBlur
// payload) and before geometric navigation. Its web adapter reads offsetTop/offsetWidth at once,
// right after React wrote the DOM, so every key press and every mounted poster forced a
// synchronous layout; and it called element.focus() inside the key press, which forces style and
// layout once more before the frame. Profiled at 4x CPU on a 20 x 40 home these were the largest
// costs of a key press. Here:
//  - a layout is a set of getters measured on first read: index-resolved sections (virtualised
//    rows, lists, grids) never read them, so moving inside them forces no layout; geometric
//    navigation reads them when it needs them and then gets fresh numbers;
//  - DOM focus (for text inputs and screen readers) is given after the next paint, and only if
//    the element still holds focus by then.
import type { FocusableComponent, FocusableComponentLayout, LayoutAdapter } from '@noriginmedia/norigin-spatial-navigation';
import { afterNextPaint } from './after-paint';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  left: number;
  top: number;
}

const EMPTY: Rect = { x: 0, y: 0, width: 0, height: 0, left: 0, top: 0 };

/** Page position through the offsetParent chain: transforms are ignored, as norigin does. */
function offsetRect(node: HTMLElement): { left: number; top: number; width: number; height: number } {
  let left = node.offsetLeft;
  let top = node.offsetTop;
  let parent = node.offsetParent as HTMLElement | null;
  while (parent && parent.nodeType === 1) {
    left += parent.offsetLeft - parent.scrollLeft;
    top += parent.offsetTop - parent.scrollTop;
    parent = parent.offsetParent as HTMLElement | null;
  }
  return { left, top, width: node.offsetWidth, height: node.offsetHeight };
}

/** The numbers norigin's own web adapter computes (x/y relative to the parent element). */
export function measureNode(node: HTMLElement | null | undefined): Rect {
  const parent = node?.parentElement;
  if (!node || !parent) return EMPTY;
  const p = offsetRect(parent);
  const r = offsetRect(node);
  return { x: r.left - p.left, y: r.top - p.top, width: r.width, height: r.height, left: r.left, top: r.top };
}

/** A layout whose numbers are measured on first read. */
export function lazyLayout(node: HTMLElement | null | undefined): FocusableComponentLayout {
  let rect: Rect | null = null;
  const get = () => (rect ??= measureNode(node));
  return {
    node: node as HTMLElement,
    get x() {
      return get().x;
    },
    get y() {
      return get().y;
    },
    get width() {
      return get().width;
    },
    get height() {
      return get().height;
    },
    get left() {
      return get().left;
    },
    get top() {
      return get().top;
    },
    get right() {
      const r = get();
      return r.left + r.width;
    },
    get bottom() {
      const r = get();
      return r.top + r.height;
    },
  };
}

let pendingFocus: HTMLElement | null = null;
let focusScheduled = false;

function flushDomFocus(): void {
  focusScheduled = false;
  const node = pendingFocus;
  pendingFocus = null;
  // Focus moved on (blurNode drops the flag) or the element is gone: nothing to do.
  if (!node || !node.isConnected || node.getAttribute('data-focused') !== 'true') return;
  const active = document.activeElement;
  // OK on a text field may already have put the caret in its input: do not take it away.
  if (active && active !== document.body && node.contains(active)) return;
  node.focus({ preventScroll: true });
}

/** Focuses `node` in the DOM after the next paint (the latest request wins). */
export function focusDomLater(node: HTMLElement): void {
  pendingFocus = node;
  if (focusScheduled) return;
  focusScheduled = true;
  afterNextPaint(flushDomFocus);
}

/** Runs a pending DOM focus now (tests, and code that needs document.activeElement settled). */
export function flushPendingDomFocus(): void {
  if (focusScheduled) flushDomFocus();
}

export interface AdapterOptions {
  /** Give focused elements real DOM focus (after the next paint). */
  domFocus: boolean;
}

/** The parts of norigin's web adapter that we replace (key listeners stay norigin's). */
export function tvLayoutAdapter(options: AdapterOptions): Partial<LayoutAdapter> {
  return {
    measureLayout: async (component: FocusableComponent) => lazyLayout(component.node),
    focusNode: (component: FocusableComponent) => {
      const node = component.node as HTMLElement | null;
      if (!node) return;
      node.setAttribute?.('data-focused', 'true');
      if (options.domFocus) focusDomLater(node);
    },
    blurNode: (component: FocusableComponent) => {
      (component.node as HTMLElement | null)?.removeAttribute?.('data-focused');
    },
  };
}
