// What the vector animation player accepts: a Lottie file fetched from the app's own public/anim
// and checked before the player sees it. A missing file (404), a network failure, a file that is
// not JSON or JSON that is not an animation are all one outcome, "nothing to show": an
// animation is decoration, never worth an error on screen.

/** The fields a Lottie file needs before lottie-web can build it. */
export interface LottieData {
  v: string;
  fr: number;
  ip: number;
  op: number;
  w: number;
  h: number;
  layers: unknown[];
}

const num = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

export function isLottieData(x: unknown): x is LottieData {
  if (!x || typeof x !== 'object') return false;
  const d = x as Record<string, unknown>;
  return typeof d.v === 'string' && num(d.fr) && d.fr > 0 && num(d.ip) && num(d.op) && d.op > d.ip && num(d.w) && d.w > 0 && num(d.h) && d.h > 0
    && Array.isArray(d.layers) && d.layers.length > 0 && d.layers.every((l) => l !== null && typeof l === 'object');
}

/** The animation at `src`, or null when there is none to show (missing, unreachable, broken). */
export async function fetchAnimation(src: string, signal: AbortSignal): Promise<LottieData | null> {
  try {
    const r = await fetch(src, { signal, credentials: 'same-origin' });
    if (!r.ok) return null;
    const data: unknown = await r.json();
    return isLottieData(data) ? data : null;
  } catch {
    return null;
  }
}
