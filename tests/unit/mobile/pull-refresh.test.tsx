import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ScrollArea } from '@layouts/mobile/components/scroll-area/scroll-area';
import { flush, mount, type Mounted } from './render';

function touch(el: Element, type: string, y: number) {
  const e = new Event(type, { bubbles: true, cancelable: true });
  Object.defineProperty(e, 'touches', { value: type === 'touchend' ? [] : [{ clientY: y }] });
  el.dispatchEvent(e);
  return e;
}

async function pull(el: Element, dy: number) {
  await act(async () => {
    touch(el, 'touchstart', 100);
    touch(el, 'touchmove', 100 + dy);
  });
  const phase = el.getAttribute('data-pull-phase');
  await act(async () => {
    touch(el, 'touchend', 0);
  });
  return phase;
}

describe('pull-to-refresh container', () => {
  let m: Mounted | null = null;
  const width = window.innerWidth;
  beforeEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  });
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    m?.unmount();
    m = null;
  });

  it('does not refresh when released before the 400/750-width head is fully out', async () => {
    const onRefresh = vi.fn(async () => undefined);
    m = await mount(<ScrollArea onRefresh={onRefresh}>list</ScrollArea>);
    const el = m.container.querySelector('[data-testid="pull-refresh"]')!;
    // 390 px wide -> head 208 px; the head follows the finger at half speed.
    expect(await pull(el, 400)).toBe('pulling');
    await flush();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(el.getAttribute('data-pull-phase')).toBe('idle');
  });

  it('refreshes once released past the head, then closes the head', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((r) => (finish = r)));
    m = await mount(<ScrollArea onRefresh={onRefresh}>list</ScrollArea>);
    const el = m.container.querySelector('[data-testid="pull-refresh"]')!;
    expect(await pull(el, 420)).toBe('release');
    await flush();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(el.getAttribute('data-pull-phase')).toBe('refreshing');
    await act(async () => finish());
    await flush();
    expect(el.getAttribute('data-pull-phase')).toBe('idle');
  });

  it('a list scrolled down scrolls instead of pulling', async () => {
    const onRefresh = vi.fn(async () => undefined);
    m = await mount(<ScrollArea onRefresh={onRefresh}>list</ScrollArea>);
    const el = m.container.querySelector<HTMLElement>('[data-testid="pull-refresh"]')!;
    el.scrollTop = 50;
    const phase = await pull(el, 600);
    expect(phase).toBe('idle');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('without onRefresh there is no pull-to-refresh container', async () => {
    m = await mount(<ScrollArea>list</ScrollArea>);
    expect(m.container.querySelector('[data-testid="pull-refresh"]')).toBeNull();
  });
});
