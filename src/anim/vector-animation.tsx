// The animated vector graphic player of the spec's reusable pieces (spec 002 §2; issue 28 point
// 5): a Lottie file from public/anim played by lottie-web's light build. The component is tiny;
// the player (lottie-player.ts, its own chunk) and the file load only when one mounts, so no
// first screen carries them. A missing or broken file renders nothing: an animation is
// decoration, never an error. Hidden from assistive technology; the caller's text says what it
// means.
import { useEffect, useRef, useState } from 'react';
import { fetchAnimation } from './lottie-data';

export interface VectorAnimationProps {
  /** The file's address, e.g. '/anim/purchase-success.json'. */
  src: string;
  /** true: forever; a number: that many plays (a lasting loop costs CPU on every page that shows it). */
  loop?: boolean | number;
  className?: string;
  testId?: string;
}

type AnimState = 'loading' | 'playing' | 'none';

/** Resolves when the main thread is idle, so neither the file nor the player competes with a first paint. */
const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 200);
  });

export function VectorAnimation({ src, loop = false, className, testId }: VectorAnimationProps) {
  const box = useRef<HTMLDivElement>(null);
  // Which file the state is of: a new src starts from 'loading' again.
  const [shown, setShown] = useState<{ src: string; state: AnimState }>({ src, state: 'loading' });
  const state = shown.src === src ? shown.state : 'loading';
  useEffect(() => {
    const ctrl = new AbortController();
    let stop: (() => void) | null = null;
    const none = () => {
      if (ctrl.signal.aborted) return;
      stop?.();
      stop = null;
      setShown({ src, state: 'none' });
    };
    void whenIdle().then(() => Promise.all([fetchAnimation(src, ctrl.signal), import('./lottie-player')])).then(
      ([data, player]) => {
        if (ctrl.signal.aborted) return;
        if (!data || !box.current) return none();
        try {
          stop = player.playLottie(box.current, data, loop, none);
          setShown({ src, state: 'playing' });
        } catch {
          none();
        }
      },
      none,
    );
    return () => {
      ctrl.abort();
      stop?.();
    };
  }, [src, loop]);
  if (state === 'none') return null;
  return <div ref={box} className={className} aria-hidden="true" data-testid={testId} data-anim={state} />;
}
