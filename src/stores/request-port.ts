// Wires the request layer to the app's stores: its toasts and loading mask go to the UI
// store, its token fields come from the session, DeviceId from the visitor id, and ret 201
// clears the session. Called once at start (layouts/boot.tsx) before any request.
import { setRequestUiPort } from '../api/ui-port';
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
