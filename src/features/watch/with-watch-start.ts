// Both page maps load the watch page through this: the small watch-start chunk is fetched in
// parallel with the page's chunk and asks for the page's data and hls.js as soon as it is in
// (watch-start.ts). The page resolves once both are in (the starter is the smaller), so no load
// is left running unowned; a starter that fails to load only loses the head start.
export function withWatchStart<M>(page: Promise<M>): Promise<M> {
  const start = import('./watch-start').then(
    (m) => m.startWatchRoute(),
    () => undefined,
  );
  return Promise.all([page, start]).then(([m]) => m);
}
