import type { SyntheticEvent } from 'react';

/** A poster that fails to load leaves the dark frame, not the browser's broken-image icon. */
export function hideBroken(e: SyntheticEvent<HTMLImageElement>): void {
  e.currentTarget.style.visibility = 'hidden';
}
