import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { ScrollArea } from '@layouts/mobile/components/scroll-area/scroll-area';
import { PageContext } from '@layouts/mobile/shell/page-context';
import { scrollContainerOf } from '@layouts/mobile/shell/scroll-registry';
import { mount, type Mounted } from './render';

const ui = (active: boolean) => (
  <PageContext.Provider value={{ name: 'Find', active }}>
    <ScrollArea>content</ScrollArea>
  </PageContext.Provider>
);

describe('page scroll container', () => {
  let m: Mounted | null = null;
  afterEach(() => {
    m?.unmount();
    m = null;
  });

  it('registers itself under the page name for tab-tap scroll-to-top', async () => {
    m = await mount(ui(true));
    expect(scrollContainerOf('Find')).toBe(m.container.querySelector('.m-scroll'));
    m.unmount();
    m = null;
    expect(scrollContainerOf('Find')).toBeUndefined();
  });

  it('a kept-alive page gets its scroll position back when shown again', async () => {
    m = await mount(ui(true));
    const el = m.container.querySelector<HTMLElement>('.m-scroll')!;
    el.scrollTop = 700;
    await act(async () => {
      el.dispatchEvent(new Event('scroll'));
    });
    await m.rerender(ui(false));
    // Hiding with display:none can reset the position (and fire a scroll event at 0).
    el.scrollTop = 0;
    await act(async () => {
      el.dispatchEvent(new Event('scroll'));
    });
    await m.rerender(ui(true));
    expect(el.scrollTop).toBe(700);
  });
});
