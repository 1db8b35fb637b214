// The phone's first-screen requests, a script of its own that the phone's HTML shells run
// (scripts/vite-plugins/vite-plugin-entry-shells.ts) beside the app's entry: the layout's chunk runs only
// once every module it imports has arrived (the router, the shell, the page), while these
// need only the request layer. On the home's recommendation tab ('/'; the home's aliases are
// its channel tabs) that is its three requests and then the first banner slide's image, the
// screen's largest paint (issue 14 point 6). A build entry rather than an import of the boot:
// the boot is the TV's first screen too, whose initial JS has a budget. It imports nothing
// statically but its own after-paint-hints.ts, so no module the TV shares with it is split off on
// its account.
import { releaseAfterPaintHints } from './after-paint-hints';

function startFirstScreen(pathname: string): void {
  if (pathname.replace(/\/+$/, '') !== '') return;
  void import('./pages/home/home-first-screen').then((m) => m.startHomeFirstScreen()).catch(() => undefined);
}

// Shells are written only for the history-mode build, so the path is the route.
if (typeof location !== 'undefined') {
  startFirstScreen(location.pathname);
  releaseAfterPaintHints();
}
