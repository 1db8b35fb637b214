import { useEffect, useRef } from 'react';
import { pushBackHandler, type BackHandler, type BackLayer } from './back-stack';

/**
 * Registers a Back handler while mounted and enabled. The latest handler is always called, so
 * callers need not memoise it. Hidden kept-alive pages pass enabled=false.
 */
export function useBackHandler(handler: BackHandler, layer: BackLayer = 'page', enabled = true): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    return pushBackHandler(() => ref.current(), layer);
  }, [layer, enabled]);
}
