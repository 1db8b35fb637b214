// A focusable leaf: norigin's useFocusable plus what every TV element needs — the `focused`
// class, data-focus-key, section memory, scroll-into-view and pointer hover.
import { useCallback, useContext, useEffect, useLayoutEffect, useReducer, useRef, type MouseEvent } from 'react';
import { useFocusable, type ArrowPressHandler, type FocusableComponentLayout, type FocusDetails, type KeyPressDetails } from '@noriginmedia/norigin-spatial-navigation';
import { SpatialNavigation } from '@noriginmedia/norigin-spatial-navigation';
import { recordFocusPath, useSection } from './section-context';
import { useReveal } from './scroll-context';
import { pointerMoved } from './pointer';
import { FocusCellContext, itemKey, scopedKey, useFocusScope } from './focus-scope';
import { claimFocusKey } from './focus-key-registry';
import { clearPresetFocus, onPresetChange, presetFocusKey, presetLanded } from './initial-focus';

export interface FocusItemOptions {
  /** A fixed key (scoped to the page); otherwise the key comes from `id` or the enclosing cell. */
  focusKey?: string;
  /** The item's data id (episode id, comment id...) or, for a fixed control, its name ('submit'). */
  id?: string | number;
  /**
   * Position inside a virtualised container (its memory renders the item before focusing it).
   * Not a key: a fixed control takes an id, so what appears or disappears around it never
   * changes its key (the lint refuses a literal index in layouts/tv).
   */
  index?: number;
  focusable?: boolean;
  onEnter?: (details?: KeyPressDetails) => void;
  onEnterRelease?: () => void;
  /** Return false to stop norigin moving focus (e.g. a text pane that scrolls instead). */
  onArrow?: (direction: string, details: KeyPressDetails) => boolean;
  onFocus?: (layout: FocusableComponentLayout, details: FocusDetails) => void;
  onBlur?: () => void;
}

export interface FocusItemProps {
  className: string;
  'data-focus-key': string;
  tabIndex: number;
  onMouseMove: (e: MouseEvent) => void;
  onClick: () => void;
}

export function focusClass(base: string | undefined, focused: boolean): string {
  if (!focused) return base ?? '';
  return base ? `${base} focused` : 'focused';
}

export function useFocusItem<E extends HTMLElement = HTMLDivElement>(opts: FocusItemOptions, className?: string) {
  const section = useSection();
  const scope = useFocusScope();
  const cellKey = useContext(FocusCellContext);
  const reveal = useReveal();
  const { index, onEnter, onEnterRelease, onArrow, onFocus, onBlur } = opts;
  const keyRef = useRef('');

  const handleFocus = useCallback(
    (layout: FocusableComponentLayout, _p: object, details: FocusDetails) => {
      clearPresetFocus();
      recordFocusPath(section, keyRef.current, index);
      if (reveal && layout.node) reveal(layout.node as HTMLElement);
      onFocus?.(layout, details);
    },
    [section, index, reveal, onFocus],
  );
  const handleEnter = useCallback((_p: object, details: KeyPressDetails) => onEnter?.(details), [onEnter]);
  const handleEnterRelease = useCallback(() => onEnterRelease?.(), [onEnterRelease]);
  const handleArrow: ArrowPressHandler<object> = useCallback(
    (direction, _p, details) => (onArrow ? onArrow(direction, details) : true),
    [onArrow],
  );
  const handleBlur = useCallback(() => onBlur?.(), [onBlur]);

  const { ref, focused, focusKey, focusSelf } = useFocusable<object, E>({
    // Stable keys from data ids are what lets section memory find the child again after a
    // remount, whatever moved around it. The position fallback is left for views not yet given
    // ids (the TV watch folder); new code gives an id.
    focusKey: opts.focusKey !== undefined ? scopedKey(scope, opts.focusKey) : opts.id !== undefined && section ? itemKey(section.key, opts.id) : (cellKey ?? (section && index !== undefined ? itemKey(section.key, index) : undefined)),
    focusable: opts.focusable ?? true,
    onEnterPress: handleEnter,
    onEnterRelease: handleEnterRelease,
    onArrowPress: handleArrow,
    onFocus: handleFocus,
    onBlur: handleBlur,
  });
  keyRef.current = focusKey;
  useLayoutEffect(() => claimFocusKey(focusKey), [focusKey]);

  // Focus preset on this item before it mounted (initial-focus.ts): show it from the first render.
  const presetShown = !focused && presetFocusKey() === focusKey;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // Runs after norigin registered the item. Focus went elsewhere before it could land here:
    // drop the preset look. Otherwise re-render when the preset ends (the look then follows
    // norigin's own state, whatever order the two arrive in).
    if (!presetShown) return;
    if (SpatialNavigation.getCurrentFocusKey() !== focusKey) {
      clearPresetFocus(focusKey);
      rerender();
      return;
    }
    const stop = onPresetChange(rerender);
    presetLanded(focusKey);
    return stop;
  }, [presetShown, focusKey]);

  const onMouseMove = useCallback(
    (e: MouseEvent) => {
      if (!pointerMoved(e.screenX, e.screenY)) return;
      if (SpatialNavigation.getCurrentFocusKey() !== focusKey) focusSelf();
    },
    [focusKey, focusSelf],
  );
  const onClick = useCallback(() => {
    if (SpatialNavigation.getCurrentFocusKey() !== focusKey) focusSelf();
    onEnter?.();
  }, [focusKey, focusSelf, onEnter]);

  const itemProps: FocusItemProps = {
    className: focusClass(className, focused || presetShown),
    'data-focus-key': focusKey,
    tabIndex: -1,
    onMouseMove,
    onClick,
  };
  return { ref, focused: focused || presetShown, focusKey, focusSelf, itemProps };
}
