// The entry (index.html loads it). It sits at the top of the import graph because choosing a
// layout means importing both lazily, which src/ may not do. Order matters: the webview flag
// must be known before the platform is detected, the language before the first paint.
import { Component, StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { chooseLayout, markBootedLayout, type LayoutKind } from '@src/platform/layout-choice';
import { markWebviewFromQuery } from '@src/platform/webview';
import { initLang, t } from '@src/i18n';
import { restoreSession, tokenFromQuery } from '@src/stores/session-restore';
import { restoreStoredUser } from '@src/stores/session';
import { coldStart, dropStart, isWatchPath } from '@src/features/watch/start';
import { wireRequestLayer } from '@src/stores/request-port';
import { getVisitorId } from '@src/stores/visitor';
import { launchSearch, routeLocation } from '@src/routes/router-mode';
import { DataProvider } from '@src/data/data-provider';
import { nextTask } from '@src/lib/next-task';

/** A layout module; prepareLayout, where there is one, does its set-up outside the first render. */
type AppModule = { default: ComponentType; prepareLayout?: () => void | Promise<void> };

const LOADERS: Record<LayoutKind, () => Promise<AppModule>> = {
  tv: () => import('@layouts/tv/app'),
  mobile: () => import('@layouts/mobile/app'),
};

function removeSplash() {
  document.getElementById('boot-splash')?.remove();
}

function SplashOff({ children }: { children: ReactNode }) {
  useEffect(removeSplash, []);
  return <>{children}</>;
}

/** A failed layout chunk (flaky TV network) must not leave a blank screen. */
class BootBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('[boot] the layout failed to load', error);
    removeSplash();
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="boot-error" role="alert">
        <p>{t('errors.loadFailed')}</p>
        <button type="button" autoFocus onClick={() => location.reload()}>
          {t('network.refresh')}
        </button>
      </div>
    );
  }
}

async function boot() {
  // The launch query: the URL's, and in a hash-mode build also the route's (router-mode.ts).
  const search = launchSearch();
  markWebviewFromQuery(search);
  const kind = chooseLayout(search);
  markBootedLayout(kind);
  const coldWatch = isWatchPath(routeLocation().pathname) && !tokenFromQuery(search);
  // A phone's cold /watch: what follows (the request layer's set-up, the visitor id's first
  // storage access, the stored user) runs in a task after the entry's module evaluation
  // instead of lengthening it (about 10 of its 35-50 ms measured unthrottled). Only there: on
  // other phone routes the first-screen entry may send requests, which need the layer wired.
  if (coldWatch && kind === 'mobile') await nextTask();
  wireRequestLayer();
  // Made on the first launch, before the first request (which sends it as DeviceId).
  getVisitorId();
  // The stored user is put back before the first screen's own requests (the homes prefetch
  // their data from the layout chunk), as restoreSession does a moment later: what the server
  // lists depends on the account (youth mode, issue 30), so those requests carry its token.
  restoreStoredUser();
  // Opened on a watch address: the page's data, hls.js and the stream start now, before the
  // layout, instead of after the layout, its router and the page's chunk (issue 14 point 2).
  // The requests are the user's (put back above); a URL token (a new session to validate)
  // leaves the start to the page. The layout then waits for the video's first frame (src/features/watch/start/cold-start.ts).
  if (coldWatch) await coldStart();
  // Elsewhere the layout chunk starts downloading before anything else is awaited, and is rendered
  // only once loaded: a React.lazy + Suspense boundary here would hold the first paint back
  // by React's 300 ms fallback throttle, which a slow TV chip cannot spare.
  const layout = LOADERS[kind]();
  const [mod] = await Promise.all([
    layout,
    initLang().catch((e: unknown) => console.error('[boot] language', e)),
  ]);
  const App = mod.default;
  const el = document.getElementById('root');
  if (!el) throw new Error('index.html has no #root');
  // The phone's page takes touches while it starts (a cold /watch plays under it): its steps
  // run in tasks of their own and React renders in slices. The TV's takes no key before its
  // first screen has focus, so it renders in one go, soonest.
  const sliced = kind === 'mobile';
  if (sliced) {
    await nextTask();
    await mod.prepareLayout?.();
    await nextTask();
  }
  const root = createRoot(el);
  const render = () => root.render(
    <StrictMode>
      <BootBoundary>
        <SplashOff>
          {/* One query cache for both layouts (src/data); the TV home prefetch fills it too. */}
          <DataProvider>
            <App />
          </DataProvider>
        </SplashOff>
      </BootBoundary>
    </StrictMode>,
  );
  // A transition: React renders the layout in slices and yields between them.
  if (sliced) startTransition(render);
  else render();
  // Not awaited: the shell renders at once; session state lands in the store when ready.
  void restoreSession({ pathname: routeLocation().pathname, search }).catch((e: unknown) => console.error('[boot] session restore', e));
  afterFirstScreen(() => {
    void import('@src/features/startup').then((m) => m.startSession(routeLocation().pathname)).catch((e: unknown) => console.error('[boot] session start', e));
  });
}

/**
 * The visit counter and the config wait until the first screen is up and the page has loaded:
 * neither is urgent, and their chunk must not compete with the first screen's scripts on a
 * slow TV (nor count in its initial JS).
 */
const SESSION_START_DELAY_MS = 2000;
function afterFirstScreen(run: () => void) {
  const later = () => setTimeout(run, SESSION_START_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** A layout chunk that fails to load (flaky TV network) gets the same retry screen. */
function showBootError(error: unknown) {
  console.error('[boot] the layout failed to load', error);
  removeSplash();
  // A cold start's video, which waited for a page that will not come, must not cover the retry.
  dropStart();
  const el = document.getElementById('root');
  if (!el) return;
  createRoot(el).render(
    <BootBoundary>
      <Throw error={error} />
    </BootBoundary>,
  );
}

function Throw({ error }: { error: unknown }): never {
  throw error;
}

void boot().catch(showBootError);
