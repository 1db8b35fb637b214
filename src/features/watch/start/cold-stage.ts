// A cold start's video on screen before its page (issue 14 point 2). On an app opened at a
// watch address the stream is prestarted with its element attached (watch-start.ts) while the
// layout, the router and the page's chunk still load and render; the frame then waited for the
// page to mount the element (measured on TV at 1x: the first fragment in at about 600 ms, the
// first frame at about 850 ms). The element waits here instead, in the box the page's player
// will fill (the whole screen on TV, the 16:9 box at the top on a phone), under the boot splash
// until there is a frame to show and over it from then on (a phone's splash shows the poster in
// that box, and its logo below until the page is up). The frame also lets the layout load
// (cold-start-gate.ts). The page's surface then moves the element into itself (mount-video.ts),
// which empties this stage and ends it.
import { mountVideo } from '@src/player/mount-video';
import { settleColdStart } from './cold-start-gate';

const BOX_TV = 'position:fixed;left:0;top:0;width:100%;height:100%';
// .m-watch-player: full width, 16:9, at the top of the phone's watch page.
const BOX_PHONE = 'position:fixed;left:0;top:0;width:100%;height:56.25vw';
// The boot splash is at 4000.
const Z_UNDER_SPLASH = '3999';
const Z_OVER_SPLASH = '4001';

/** Shows `video` on a stage of its own until something moves it away; returns the stage's end. */
export function showOnColdStage(video: HTMLVideoElement, tv: boolean): () => void {
  if (typeof document === 'undefined' || !document.body) return () => undefined;
  const stage = document.createElement('div');
  stage.dataset.testid = 'cold-stage';
  stage.setAttribute('aria-hidden', 'true');
  stage.style.cssText = `${tv ? BOX_TV : BOX_PHONE};z-index:${Z_UNDER_SPLASH};background:#000;pointer-events:none`;
  document.body.appendChild(stage);
  const unmount = mountVideo(stage, video);
  const onFrame = () => {
    stage.style.zIndex = Z_OVER_SPLASH;
    settleColdStart();
  };
  // A stream that failed has no frame to wait for.
  const onError = () => settleColdStart();
  if (video.readyState >= 2) onFrame();
  else video.addEventListener('loadeddata', onFrame, { once: true });
  video.addEventListener('error', onError, { once: true });
  const end = () => {
    observer.disconnect();
    video.removeEventListener('loadeddata', onFrame);
    video.removeEventListener('error', onError);
    unmount();
    stage.remove();
    settleColdStart();
  };
  // The page's surface took the element: the stage has nothing left to show.
  const observer = new MutationObserver(() => {
    if (video.parentNode !== stage) end();
  });
  observer.observe(stage, { childList: true });
  return end;
}
