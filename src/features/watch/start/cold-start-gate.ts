// A cold start at a watch address holds the layout back until the video's first frame is on
// screen (issue 14 point 2). The layout's chunk, its router and the page evaluate and render in
// long main-thread tasks; run while the first fragment is transmuxed and appended, they pushed
// the frame back by about 200 ms on a TV at 1x and 500 ms at 4x (measured: 796 -> 527 ms and
// 1,599 -> 1,094 ms with the layout imported after the frame). The boot (layouts/boot.tsx)
// waits here, at most COLD_START_HOLD_MS; the watch starter settles the gate at the frame, or
// as soon as there will be none (nothing to prestart, a failure). Tiny and import-free: the
// entry carries it, within the TV's initial JS budget.

/**
 * The longest the layout waits for a cold start's first frame (from the boot's start): a stream
 * that is slow or failed without saying so must not keep the page away for long. At 4x CPU the
 * frame comes about 600 ms after the boot starts.
 */
export const COLD_START_HOLD_MS = 1500;

let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

/** The cold start has its first frame on screen, or will have none: the layout may load. */
export function settleColdStart(): void {
  settle();
}

/** Resolves when the cold start settled, or after `holdMs`, whichever comes first. */
export function coldStartSettled(holdMs = COLD_START_HOLD_MS): Promise<void> {
  return Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, holdMs))]);
}
