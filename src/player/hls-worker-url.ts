// The ESM build of hls.js carries no inline worker, so without `workerPath` it transmuxes
// on the main thread (janky on TV CPUs). Vite emits hls.worker.js as a hashed asset and
// gives back its URL; the file is fetched only when a player actually starts.
import workerUrl from 'hls.js/dist/hls.worker.js?url';

export const HLS_WORKER_URL: string = workerUrl;
