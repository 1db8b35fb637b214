// The request layer's only way out to the app: toasts, the loading mask, who is logged in,
// what to do when the session expires. src/api sits under the stores (stores import api),
// so it cannot import them; the app wires this port once at start (src/stores/request-port.ts,
// called from layouts/boot.tsx). Unwired, requests run without toasts, mask or token.
import type { Token } from './contract/common';

/** Toast durations of the error catalogue (spec 002 §8). */
export const REQUEST_TOAST_MS = { ok: 1000, session: 1500, error: 5000, network: 1000 } as const;

interface RequestIdentity {
  /** The visitor fingerprint, sent as DeviceId. */
  deviceId?: string | null;
  /** The logged-in user's id and token fields. */
  user?: { id: number; token?: Token | null } | null;
}

export interface RequestUiPort {
  toast(text: string, durationMs: number): void;
  loadingStart(): void;
  loadingEnd(): void;
  identity(): RequestIdentity;
  /** ret 201: forget the user (the request layer then toasts and redirects). */
  onSessionExpired(): void;
}

const unwired: RequestUiPort = {
  toast: () => {},
  loadingStart: () => {},
  loadingEnd: () => {},
  identity: () => ({}),
  onSessionExpired: () => {},
};

let current: RequestUiPort = unwired;

export function setRequestUiPort(port: Partial<RequestUiPort> | null): void {
  current = port ? { ...unwired, ...port } : unwired;
}

export const uiPort = (): RequestUiPort => current;
