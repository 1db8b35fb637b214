// The phone's cold watch start asks for the stream only once the splash's picture has been
// reported as a largest paint, or it failed, or the cap passed; a splash without a picture, or
// a browser without largest-paint entries, does not wait.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_PICTURE_CAP_MS, splashPicturePainted } from '@src/features/watch/start/splash-picture-gate';

type Callback = (list: { getEntries: () => PerformanceEntry[] }) => void;

/** A stand-in for the browser's observer: the test reports paints through `paint`. */
class FakeObserver {
  static supportedEntryTypes: string[] = ['largest-contentful-paint'];
  static live: FakeObserver[] = [];
  observed: unknown = null;
  disconnected = false;
  constructor(private readonly callback: Callback) {
    FakeObserver.live.push(this);
  }
  observe(opts: unknown) {
    this.observed = opts;
  }
  disconnect() {
    this.disconnected = true;
  }
  paint(element: Element) {
    this.callback({ getEntries: () => [{ entryType: 'largest-contentful-paint', element } as unknown as PerformanceEntry] });
  }
}

function splash(withPicture: boolean): HTMLImageElement | null {
  document.body.innerHTML = '<div id="boot-splash"><div class="logo">星河视频</div></div>';
  if (!withPicture) return null;
  const img = document.createElement('img');
  img.className = 'boot-poster';
  document.getElementById('boot-splash')!.appendChild(img);
  return img;
}

/** Whether the promise has settled after the pending microtasks ran. */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.live = [];
  FakeObserver.supportedEntryTypes = ['largest-contentful-paint'];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('splash picture gate', () => {
  it('waits until the picture is reported as a largest paint, then stops observing', async () => {
    const img = splash(true)!;
    const gate = splashPicturePainted();
    expect(await settled(gate)).toBe(false);
    const [observer] = FakeObserver.live;
    // Paints that happened before the boot ran count too.
    expect(observer.observed).toEqual({ type: 'largest-contentful-paint', buffered: true });
    // A largest paint of something else (the logo's text) is not the picture's.
    observer.paint(document.querySelector('.logo')!);
    expect(await settled(gate)).toBe(false);
    observer.paint(img);
    expect(await settled(gate)).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('goes ahead when the picture fails to load', async () => {
    const img = splash(true)!;
    const gate = splashPicturePainted();
    img.dispatchEvent(new Event('error'));
    expect(await settled(gate)).toBe(true);
  });

  it('does not wait past the cap', async () => {
    splash(true);
    const gate = splashPicturePainted();
    await vi.advanceTimersByTimeAsync(SPLASH_PICTURE_CAP_MS - 1);
    expect(await settled(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(gate)).toBe(true);
    expect(FakeObserver.live[0].disconnected).toBe(true);
  });

  it('does not wait on a splash without a picture (the TV)', async () => {
    splash(false);
    expect(await settled(splashPicturePainted())).toBe(true);
    expect(FakeObserver.live).toHaveLength(0);
  });

  it('does not wait where the browser reports no largest paints', async () => {
    splash(true);
    FakeObserver.supportedEntryTypes = ['paint'];
    expect(await settled(splashPicturePainted())).toBe(true);
    expect(FakeObserver.live).toHaveLength(0);
  });
});
