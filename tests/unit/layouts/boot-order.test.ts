// The entry's first steps, in order (layouts/boot.tsx runs on import). Its collaborators are
// stand-ins here: what is asserted is only when the boot calls them.
import { describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
let kind: 'tv' | 'mobile' = 'tv';
let path = '/';

vi.mock('@src/platform/layout-choice', () => ({ chooseLayout: () => kind, markBootedLayout: () => {} }));
vi.mock('@src/platform/webview', () => ({ markWebviewFromQuery: () => {} }));
vi.mock('@src/i18n', () => ({ initLang: () => Promise.resolve(), t: (k: string) => k }));
vi.mock('@src/stores/session-restore', () => ({ restoreSession: () => Promise.resolve(), tokenFromQuery: () => null }));
vi.mock('@src/stores/session', () => ({ restoreStoredUser: () => calls.push('restoreStoredUser') }));
// The boot stops at the cold start: what follows (the layout, React) is not this test's subject.
vi.mock('@src/features/watch/start', () => ({ isWatchPath: (p: string) => p.startsWith('/watch'), coldStart: () => new Promise(() => {}), dropStart: () => undefined }));
vi.mock('@src/stores/request-port', () => ({ wireRequestLayer: () => calls.push('wireRequestLayer') }));
vi.mock('@src/stores/visitor', () => ({ getVisitorId: () => calls.push('getVisitorId') }));
vi.mock('@src/routes/router-mode', () => ({ launchSearch: () => '', routeLocation: () => ({ pathname: path }) }));
vi.mock('@src/data/data-provider', () => ({ DataProvider: () => null }));
vi.mock('@layouts/tv/app', () => new Promise(() => {}));
vi.mock('@layouts/mobile/app', () => new Promise(() => {}));

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Evaluates the entry as a page load would, and returns the calls made during it. */
async function loadEntry(k: typeof kind, p: string) {
  kind = k;
  path = p;
  calls.length = 0;
  vi.resetModules();
  await import('../../../layouts/boot');
  return [...calls];
}

describe('boot order', () => {
  it("on a phone's cold /watch, wires the request layer and reads the visitor id in the task after the entry's evaluation", async () => {
    expect(await loadEntry('mobile', '/watch/v1')).toEqual([]);
    await nextTask();
    expect(calls).toEqual(['wireRequestLayer', 'getVisitorId', 'restoreStoredUser']);
  });

  it('on a TV cold /watch and on other phone routes, wires them during the evaluation (the first screen may send requests at once)', async () => {
    expect(await loadEntry('tv', '/watch/v1')).toEqual(['wireRequestLayer', 'getVisitorId', 'restoreStoredUser']);
    // The stored user too: the homes' first requests are the account's (youth mode lists by it).
    expect(await loadEntry('mobile', '/')).toEqual(['wireRequestLayer', 'getVisitorId', 'restoreStoredUser']);
  });
});
