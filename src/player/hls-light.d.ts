// hls.js ships types for its full build only; the light build (hls-loader.ts) has the same API
// less the features it leaves out, none of which the player touches.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
