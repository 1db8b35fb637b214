// A code-split page that can be fetched ahead of its first render and that renders without
// suspending once fetched. React.lazy always suspends on its first render, and React 19 holds a
// Suspense boundary's content back until 300 ms after its fallback appeared: on the TV's cold
// start that put ~300 ms between the home chunk arriving and the home asking for its data, and
// every newly opened mobile page waited as long. Both layouts' page maps are built with it.
import { createElement, use, type ComponentType, type FunctionComponent } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage extends FunctionComponent {
  /** Starts fetching the chunk (once); resolves when it can render without suspending. */
  preload(): Promise<void>;
  /** Whether the chunk is in (a render will not suspend). */
  readonly loaded: boolean;
}

export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let component: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (mod) => {
        component = mod.default;
      },
      (err: unknown) => {
        // A failed chunk (flaky network) is fetched again on the next attempt.
        pending = null;
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
  return page as LazyPage;
}
