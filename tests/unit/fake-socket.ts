// A socket.io client stand-in for the realtime client's unit tests: records what is emitted
// (all arguments, an ack included), and lets a test fire connect and server events.
import type { SocketLike } from '@src/features/socket/realtime-client';

export class FakeSocket implements SocketLike {
  connected = false;
  emitted: unknown[][] = [];
  disconnected = 0;
  handlers = new Map<string, ((...a: unknown[]) => void)[]>();
  on(ev: string, fn: (...a: unknown[]) => void) {
    this.handlers.set(ev, [...(this.handlers.get(ev) ?? []), fn]);
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
  }
  connect() {
    this.connected = true;
    for (const fn of this.handlers.get('connect') ?? []) fn();
  }
  disconnect() {
    this.connected = false;
    this.disconnected++;
  }
  removeAllListeners() {
    this.handlers.clear();
  }
  push(ev: string, payload: unknown, ...rest: unknown[]) {
    for (const fn of this.handlers.get(ev) ?? []) fn(payload, ...rest);
  }
}
