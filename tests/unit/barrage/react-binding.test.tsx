import { act, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarrageLayer } from '@src/barrage/react';
import type { BarrageRenderer } from '@src/barrage/renderer';
import { FakeContext, fakeSurfaces } from './fakes';

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('BarrageLayer', () => {
  let host: HTMLDivElement;
  afterEach(() => host?.remove());

  /** A video in a host on the page with the layer rendered over it. */
  async function mount(props: Omit<ComponentProps<typeof BarrageLayer>, 'video'>) {
    host = document.createElement('div');
    document.body.appendChild(host);
    const video = document.createElement('video');
    host.appendChild(video);
    const root = createRoot(host);
    await act(async () => {
      root.render(<BarrageLayer video={video} {...props} />);
    });
    return { root, video };
  }

  it('mounts a renderer on a canvas over the video, follows seeks and tears down on unmount', async () => {
    const stage = new FakeContext('stage');
    const frames: ((ts: number) => void)[] = [];
    let ready: BarrageRenderer | null = null;
    const { root, video } = await mount({
      comments: [{ id: 'a', text: 'hello', time: 0, mode: 'scroll' }],
      onReady: (r) => (ready = r),
      renderer: {
        context: stage,
        createSurface: fakeSurfaces().factory,
        devicePixelRatio: 1,
        requestFrame: (cb) => frames.push(cb),
        cancelFrame: () => {},
      },
    });
    const canvas = host.querySelector('canvas')!;
    expect(canvas.style.position).toBe('absolute');
    expect(canvas.style.pointerEvents).toBe('none');
    // Made after layout, not in the mount's effect: jsdom has no ResizeObserver, so the next task.
    expect(ready).toBeNull();
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(ready).not.toBeNull();
    // jsdom lays out nothing: give the renderer a size, then run one frame.
    ready!.resize(640, 360, 1);
    frames.shift()!(16);
    expect(ready!.stats.active).toBe(1);
    video.dispatchEvent(new Event('seeking'));
    expect(ready!.stats.active).toBe(0);
    await act(async () => root.unmount());
    expect(ready).toBeNull();
  });

  it('makes the renderer from the box a ResizeObserver reports, without reading the layout in the mount', async () => {
    let report: ((entries: { contentRect: { width: number; height: number } }[]) => void) | null = null;
    class FakeResizeObserver {
      constructor(cb: typeof report) {
        report = cb;
      }
      observe() {}
      disconnect() {}
    }
    const realRO = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
    const rect = vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect');
    try {
      let ready: BarrageRenderer | null = null;
      const { root } = await mount({
        onReady: (r) => (ready = r),
        renderer: { context: new FakeContext('stage'), createSurface: fakeSurfaces().factory, devicePixelRatio: 1, requestFrame: () => 0, cancelFrame: () => {} },
      });
      expect(ready).toBeNull();
      await act(async () => report!([{ contentRect: { width: 640, height: 360 } }]));
      expect(ready).not.toBeNull();
      expect(ready!.stats).toBeDefined();
      expect(rect).not.toHaveBeenCalled();
      await act(async () => root.unmount());
      expect(ready).toBeNull();
    } finally {
      rect.mockRestore();
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = realRO;
    }
  });
});
