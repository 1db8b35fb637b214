export { RealtimeClient, SOCKET_VERSION, SERVER_EVENTS, type ServerEvent, type SocketLike, type SocketFactory } from './realtime-client';
export { realtime, bindRealtimeToSession, startRealtimeSession } from './realtime';
export { applyUserStateChange, parseUserStateChange, type SessionEventDeps } from './session-events';
