// A request started before the page that needs it has rendered, whose outcome can be read
// synchronously once it is in (so a page mounting after it arrived renders its data at once).

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface Prefetched<T> {
  readonly promise: Promise<T>;
  /** Set when the request has finished. */
  readonly settled: Settled<T> | undefined;
}

export function prefetched<T>(start: () => Promise<T>): Prefetched<T> {
  const box: { promise: Promise<T>; settled: Settled<T> | undefined } = { promise: undefined as unknown as Promise<T>, settled: undefined };
  box.promise = start();
  box.promise.then(
    (value) => {
      box.settled = { ok: true, value };
    },
    (error: unknown) => {
      box.settled = { ok: false, error };
    },
  );
  return box;
}
