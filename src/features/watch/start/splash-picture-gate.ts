// A cold start at a watch address on a phone waits for the splash's picture to be painted before
// it asks for the stream (issue 14 point 6). The phone's watch shell carries the video's poster
// in its splash (server/http/first-paint.ts): the screen's largest paint. Whether that paint
// beat the entry's evaluation was a race on loopback (99 to 249 ms in Lighthouse's runs). When
// it lost, hls.js (96 KB), the starter's files and the play data had been asked for (and on
// loopback had often arrived) before the paint, and Lighthouse's simulated slow 4G counts every
// request that ended before the observed largest paint as its dependency: LCP 2.3-2.9 s in
// those runs against 0.8 s when it won. The poster is in the HTML itself now where it can be
// (server/media/inline-image.ts); this wait still covers one that goes by address.
// A shell without a picture (the TV's index.html) does not wait. Tiny and import-free: the
// entry carries it, within the TV's initial JS budget.

/** The longest the stream waits for the picture (a slow or failing image server). */
export const SPLASH_PICTURE_CAP_MS = 400;

type LcpEntry = PerformanceEntry & { element?: Element | null };

/**
 * Resolves once the browser has reported the splash's picture as a largest paint, when the
 * picture fails, after `capMs`, or at once when there is no picture or the browser reports no
 * largest paints (LCP entries are the very measure the wait serves).
 */
export function splashPicturePainted(doc: Document = document, capMs = SPLASH_PICTURE_CAP_MS): Promise<void> {
  const picture = doc.querySelector<HTMLImageElement>('#boot-splash img.boot-poster');
  const types = typeof PerformanceObserver === 'undefined' ? [] : (PerformanceObserver.supportedEntryTypes ?? []);
  if (!picture || !types.includes('largest-contentful-paint')) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      picture.removeEventListener('error', done);
      resolve();
    };
    const timer = setTimeout(done, capMs);
    picture.addEventListener('error', done, { once: true });
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => (e as LcpEntry).element === picture)) done();
    });
    // Buffered: a paint that happened before this call is reported too.
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
