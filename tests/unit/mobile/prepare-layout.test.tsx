// The phone layout's router is made in one task and started (its first navigation, its history
// listener) in the next, so the boot's step before the first render is two shorter tasks
// (layouts/mobile/app.tsx, prepareLayout; issue 14 point 6). Then the app renders on that router.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, waitFor, type Mounted } from './render';

vi.mock('@layouts/mobile/page-map', async () => {
  const { lazyOf, pageMapWith } = await import('./harness');
  const Search = () => <p data-testid="search-body">search</p>;
  const Blank = () => null;
  return { PAGE_MAP: pageMapWith({ Search: lazyOf(Search) }, lazyOf(Blank)) };
});

describe('phone layout: prepareLayout', () => {
  let m: Mounted | null = null;
  afterEach(() => {
    m?.unmount();
    m = null;
    vi.restoreAllMocks();
  });

  it('makes the router, starts it only in the next task, and the app renders on that one router', async () => {
    history.replaceState(null, '', '/search');
    const added = vi.spyOn(window, 'addEventListener');
    const popstateListeners = () => added.mock.calls.filter(([type]) => type === 'popstate').length;
    const { prepareLayout, default: MobileApp } = await import('@layouts/mobile/app');

    const ready = prepareLayout();
    // Made (the table ranked) but not started: no history listener yet in this task.
    expect(popstateListeners()).toBe(0);
    let started = false;
    void ready.then(() => {
      started = true;
    });
    await Promise.resolve();
    expect(started).toBe(false);

    await ready;
    expect(popstateListeners()).toBe(1);

    m = await mount(<MobileApp />);
    await waitFor(() => !!m?.container.querySelector('[data-testid="search-body"]'), 'the search page on the prepared router');
    // The render used the prepared router: it did not make and start another one.
    expect(popstateListeners()).toBe(1);
  });
});
