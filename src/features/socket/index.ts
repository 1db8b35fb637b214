export { realtime, startRealtimeSession } from './realtime';
export { applyUserStateChange, type SessionEventDeps } from './session-events';
