export { realtime, startRealtimeSession } from './realtime';
export { applyUserStateChange, type SessionEventDeps } from './session-events';
export type { ServerEvent } from './realtime-client';
