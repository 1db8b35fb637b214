import { useEffect } from 'react';
import { startRealtimeSession } from './realtime';

/** For the app shells: connects the socket with the session (idempotent). */
export function useRealtimeSession(): void {
  useEffect(() => startRealtimeSession(), []);
}
