// The player behind VectorAnimation, in a chunk of its own: lottie-web's light build (SVG
// renderer only, no expressions, so no eval under the CSP). Decision 047 has the measured bytes.
import lottie from 'lottie-web/build/player/lottie_light';
import type { LottieData } from './lottie-data';

/** Plays `data` into `container`; the returned function stops and removes it. Throws on data lottie cannot build. */
export function playLottie(container: HTMLElement, data: LottieData, loop: boolean | number, onFail: () => void): () => void {
  const anim = lottie.loadAnimation({ container, renderer: 'svg', loop, autoplay: true, animationData: data, rendererSettings: { preserveAspectRatio: 'xMidYMid meet' } });
  anim.addEventListener('data_failed', onFail);
  anim.addEventListener('error', onFail);
  return () => anim.destroy();
}
