// First focus on a page whose content has just arrived, shown in the same frame as the content.
//
// Normally focus lands one commit after the content: items register with norigin in passive
// effects, the page then asks norigin to focus, norigin tells the item, the item re-renders.
// On a slow TV that is a whole extra frame (and the rows' first, heaviest paint without a focused
// poster). A page that knows where focus will land presets it: norigin takes the key at once and
// focuses the item as soon as it registers (its focusOnPresetKey), and the item renders with the
// focused class from its first render.
import { SpatialNavigation } from '@noriginmedia/norigin-spatial-navigation';
import { Emitter } from '@src/lib/events';

let preset: string | null = null;
let queued: string[] = [];
const events = new Emitter<{ change: undefined }>('initial-focus');

function changed(): void {
  events.emit('change', undefined);
}

/** Called when the preset changes (the item showing the preset look re-renders on it). */
export function onPresetChange(listener: () => void): () => void {
  return events.on('change', listener);
}

/** Moves focus to `key`, which may not be mounted yet; the item shows focus from its first render. */
export function presetFocus(key: string): void {
  if (preset === key) return;
  preset = key;
  changed();
  void SpatialNavigation.setFocus(key);
}

/** The preset key not yet confirmed by norigin focusing the item. */
export function presetFocusKey(): string | null {
  return preset;
}

/** Ends the preset (an item got real focus, or the preset item found focus elsewhere). */
export function clearPresetFocus(key?: string): void {
  if (preset !== null && (key === undefined || preset === key)) {
    preset = null;
    queued = [];
    changed();
  }
}

/**
 * An arrow pressed between the preset item's first paint and its registration with norigin (a
 * frame at most) would find nothing to move from; it is replayed once the item has registered.
 * Returns whether the press was queued.
 */
export function queueMoveUntilPresetLands(direction: string): boolean {
  if (preset === null || SpatialNavigation.doesFocusableExist(preset) || SpatialNavigation.getCurrentFocusKey() !== preset) return false;
  queued.push(direction);
  return true;
}

/** The preset item registered and holds focus: replay the arrows pressed meanwhile. */
export function presetLanded(key: string): void {
  if (preset !== key) return;
  const moves = queued;
  queued = [];
  if (!moves.length) return;
  // After the rest of this commit's items and sections registered (their effects run after ours).
  setTimeout(() => {
    for (const d of moves) void SpatialNavigation.navigateByDirection(d, {});
  }, 0);
}
