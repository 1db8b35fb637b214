// Pointer hover (LG Magic Remote) moves focus. Browsers also send mouse events when content
// slides under a still pointer (our rows scroll by transform); those must not steal focus, so a
// hover counts only when the pointer itself moved.

let lastX = Number.NaN;
let lastY = Number.NaN;

/** True when (x, y) differs from the last seen pointer position; records it either way. */
export function pointerMoved(x: number, y: number): boolean {
  const moved = x !== lastX || y !== lastY;
  lastX = x;
  lastY = y;
  return moved;
}

export function resetPointer(): void {
  lastX = Number.NaN;
  lastY = Number.NaN;
}
