import { useEffect } from 'react';
import { installGestureGuard } from './gesture-guard';

export function useGestureGuard() {
  useEffect(() => installGestureGuard(document), []);
}
