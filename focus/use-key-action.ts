// The one way a page reacts to remote keys: by action ('back', 'left', 'play'...), looked up in
// the platform's key map (key-map.ts), never by its own list of key codes. Back as navigation
// still goes through the Back stack (useBackHandler); this hook is for pages that also need
// to see a key (show controls on any key but Back, stop seeking when an arrow is released...).
import { useEffect, useRef } from 'react';
import { actionForKey, keyMapFor, type KeyAction } from './key-map';
import { currentKeyMap } from './init';

export type KeyActionHandler = (action: KeyAction, event: KeyboardEvent) => void;

export interface KeyActionOptions {
  /** 'down' (default) or 'up' (a held key released). */
  phase?: 'down' | 'up';
  /** A hidden kept-alive page passes false. */
  enabled?: boolean;
}

/** The action of a key event on the active key map (the browser map before initFocus). */
function keyActionOf(event: KeyboardEvent): KeyAction | undefined {
  return actionForKey(currentKeyMap() ?? keyMapFor('browser'), event);
}

/**
 * Calls `handler` with the action of every mapped key while mounted and enabled. It listens in
 * the capture phase, so it sees the key before focus moves; the latest handler is always called.
 */
export function useKeyAction(handler: KeyActionHandler, options: KeyActionOptions = {}): void {
  const { phase = 'down', enabled = true } = options;
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    const type = phase === 'up' ? 'keyup' : 'keydown';
    const onKey = (event: KeyboardEvent) => {
      const action = keyActionOf(event);
      if (action) ref.current(action, event);
    };
    window.addEventListener(type, onKey, true);
    return () => window.removeEventListener(type, onKey, true);
  }, [phase, enabled]);
}
