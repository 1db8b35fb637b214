// The shells' entry to the app-wide socket, kept light: socket.io-client, the chat contract
// and the tip store load in their own chunk once a user is signed in (restored at start or
// logged in). A guest needs no socket (spec 001 §4: no stored user, no connection; the watch
// page joins its video room itself), so nothing of it lands on a guest's TV home, whose
// initial scripts are budgeted (docs/decisions/042-tv-home-budget-dictionary-split.md).
import { useSignedInStart } from '@src/stores/use-signed-in-start';

/** For the app shells (once): starts the socket, session events and message tips with a user. */
export function useAppRealtime(): void {
  useSignedInStart(() => import('./app-realtime').then((m) => m.startAppRealtime), 'realtime');
}
