// Pointer hover (LG Magic Remote) moves focus. Browsers also send mouse events when content
// slides under a still pointer (our rows scroll by transform); those must not steal focus, so a
// hover counts only when the pointer itself moved.

let lastX = Number.NaN;
let lastY = Number.NaN;
let pointerActive = false;

/** True when (x, y) differs from the last seen pointer position; records it either way. */
export function pointerMoved(x: number, y: number): boolean {
  const moved = x !== lastX || y !== lastY;
  lastX = x;
  lastY = y;
  if (moved) pointerActive = true;
  return moved;
}

/** Whether a pointer has been used since the last key press (for hiding the cursor affordances). */
export function isPointerActive(): boolean {
  return pointerActive;
}

export function installPointerTracking(target: Window = window): () => void {
  const onKey = () => {
    pointerActive = false;
  };
  target.addEventListener('keydown', onKey, true);
  return () => target.removeEventListener('keydown', onKey, true);
}

export function resetPointer(): void {
  lastX = Number.NaN;
  lastY = Number.NaN;
  pointerActive = false;
}
