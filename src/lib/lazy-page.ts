// A code-split page that can be fetched ahead of its first render and that renders without
// suspending once fetched. React.lazy always suspends on its first render, and React 19 holds a
// Suspense boundary's content back until 300 ms after its fallback appeared: on the TV's cold
// start that put ~300 ms between the home chunk arriving and the home asking for its data, and
// every newly opened mobile page waited as long. Both layouts' page maps are built with it.
// A page's chunk and the page texts (src/i18n: the dictionary blocks the first screen does not
// need) load together, so a page renders with all its texts; the home pages ask for core texts
// only, which keeps the page texts out of the first screen's JS.
import { ensurePageTexts } from '../i18n';
import { Emitter } from './events';
import { createElement, use, useCallback, useEffect, useSyncExternalStore, type ComponentType, type FunctionComponent } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage extends FunctionComponent {
  /** Starts fetching the chunk (once); resolves when it can render without suspending. */
  preload(): Promise<void>;
  /** Whether the chunk is in (a render will not suspend). */
  readonly loaded: boolean;
  /** A fetch of the chunk failed and none succeeded since. */
  readonly failed: boolean;
  /** Called when the chunk arrives or a fetch of it fails. */
  subscribe(listener: () => void): () => void;
}

export interface LazyPageOptions {
  /** The page uses first-screen texts only (src/i18n/core-blocks.ts): the home pages. */
  readonly coreTexts?: boolean;
}

export function lazyPage(load: () => Promise<PageModule>, options: LazyPageOptions = {}): LazyPage {
  let component: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  let failed = false;
  const events = new Emitter<{ settled: undefined }>('lazy-page');
  const tell = () => events.emit('settled', undefined);
  const preload = (): Promise<void> => {
    pending ??= Promise.all([load(), options.coreTexts ? null : ensurePageTexts()]).then(
      ([mod]) => {
        component = mod.default;
        failed = false;
        tell();
      },
      (err: unknown) => {
        // A failed chunk (flaky network) is fetched again on the next attempt.
        pending = null;
        failed = true;
        tell();
        throw err;
      },
    );
    return pending;
  };
  function Page() {
    if (component) return createElement(component);
    use(preload());
    return component ? createElement(component) : null;
  }
  const page: FunctionComponent & { preload?: () => Promise<void> } = Page;
  page.preload = preload;
  Object.defineProperty(page, 'loaded', { get: () => component !== null });
  Object.defineProperty(page, 'failed', { get: () => failed });
  Object.defineProperty(page, 'subscribe', {
    value: (fn: () => void) => events.on('settled', fn),
  });
  return page as LazyPage;
}

const noPage = () => () => undefined;

/**
 * For the page frames of both layouts: starts the chunk and says when the page may render
 * (its chunk is in, or a fetch failed: then the page renders anyway, tries once more and throws
 * to the error boundary). Rendering the loading block meanwhile, instead of suspending, avoids
 * React 19's 300 ms Suspense hold-back. A subscription, so an unmounted frame hears nothing.
 */
export function usePageChunk(page: LazyPage | undefined): boolean {
  const subscribe = useCallback((fn: () => void) => (page ? page.subscribe(fn) : noPage()), [page]);
  const ready = useSyncExternalStore(subscribe, () => !page || page.loaded || page.failed);
  useEffect(() => {
    if (page && !page.loaded) page.preload().catch(() => undefined);
  }, [page]);
  return ready;
}
