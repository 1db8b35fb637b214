// Wires the request layer to the app's stores: its toasts and loading mask go to the UI
// store, its token fields come from the session, DeviceId from the visitor id, and ret 201
// clears the session. Called once at start (layouts/boot.tsx) before any request.
import { setRequestUiPort } from '../api/ui-port';
import { setNavigator, type Navigate } from '../api/navigator';
import { sessionStore } from './session';
import { loadingEnd, loadingStart, toast } from './ui';
import { peekVisitorId } from './visitor';

export function wireRequestLayer(): void {
  setRequestUiPort({
    toast: (text, ms) => void toast(text, ms),
    loadingStart,
    loadingEnd,
    identity: () => ({ deviceId: peekVisitorId(), user: sessionStore.getState().user }),
    onSessionExpired: () => sessionStore.getState().clearUser(),
  });
}

/**
 * Points the request layer's redirects (ret 201 -> login) at a layout's router; returns the
 * unbinding. Each layout binds its own router while it is mounted.
 */
export function bindRequestNavigator(navigate: Navigate): () => void {
  setNavigator(navigate);
  return () => setNavigator(null);
}
