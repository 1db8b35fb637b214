// The control bar's height for the subtitles' lift (useBarHeight): observed with ResizeObserver
// where the engine has it, so a render of the watch view reads no layout (issue 41 point 1: a
// read after every render forced a layout of the phone's whole page each time); read after
// every render where it has not.
import { afterEach, describe, expect, it } from 'vitest';
import { act, useRef } from 'react';
import { useBarHeight } from '@src/features/watch/subtitle-layer';
import { mount, type Mounted } from '../mobile/render';

let seen = -1;
function Bar({ shown, tick }: { shown: boolean; tick: number }) {
  const ref = useRef<HTMLDivElement>(null);
  seen = useBarHeight(ref, shown);
  return <div ref={ref} data-tick={tick} />;
}

/** Counts offsetHeight reads on every element; the bar is `px` tall. */
function measuredHeight(px: () => number) {
  let reads = 0;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => { reads++; return px(); } });
  return { reads: () => reads };
}

class FakeResizeObserver {
  static all: FakeResizeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private cb: () => void) {
    FakeResizeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
    queueMicrotask(() => { if (!this.disconnected) this.cb(); });
  }
  disconnect() {
    this.disconnected = true;
  }
  fire() {
    this.cb();
  }
}

let m: Mounted | null = null;
afterEach(() => {
  m?.unmount();
  m = null;
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  delete (HTMLElement.prototype as { offsetHeight?: unknown }).offsetHeight;
  FakeResizeObserver.all = [];
});

describe('useBarHeight', () => {
  it('with ResizeObserver: the height from the observer, no layout read in the renders after', async () => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    let px = 48;
    const probe = measuredHeight(() => px);
    m = await mount(<Bar shown tick={0} />);
    expect(seen).toBe(48);
    const readsAfterStart = probe.reads();
    for (let tick = 1; tick <= 20; tick++) await m.rerender(<Bar shown tick={tick} />);
    expect(probe.reads()).toBe(readsAfterStart);
    expect(FakeResizeObserver.all).toHaveLength(1);
    // The bar grows (a row joins): the observer tells, and the lift follows.
    px = 96;
    await act(async () => FakeResizeObserver.all[0].fire());
    expect(seen).toBe(96);
    // Hidden: 0, and the observer is let go.
    await m.rerender(<Bar shown={false} tick={21} />);
    expect(seen).toBe(0);
    expect(FakeResizeObserver.all[0].disconnected).toBe(true);
  });

  it('without ResizeObserver: read after every render', async () => {
    let px = 40;
    const probe = measuredHeight(() => px);
    m = await mount(<Bar shown tick={0} />);
    expect(seen).toBe(40);
    px = 60;
    await m.rerender(<Bar shown tick={1} />);
    expect(seen).toBe(60);
    expect(probe.reads()).toBeGreaterThanOrEqual(2);
    await m.rerender(<Bar shown={false} tick={2} />);
    expect(seen).toBe(0);
  });
});
