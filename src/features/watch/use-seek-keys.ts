// Held-key seeking (src/player/seek-accelerator): presses preview the target, the key-up (or a
// quiet moment, for remotes that never send key-up) commits one real seek.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Player } from '@src/player/player';
import { SeekAccelerator, type SeekDirection } from '@src/player/seek-accelerator';

/** Commit the seek when no press came for this long. */
export const SEEK_COMMIT_IDLE_MS = 700;

export function useSeekKeys(player: Player) {
  const acc = useMemo(() => new SeekAccelerator(), []);
  const [preview, setPreview] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const release = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const target = acc.release();
    setPreview(null);
    if (target !== null && !player.isDestroyed) player.seek(target);
  }, [acc, player]);

  const press = useCallback(
    (direction: SeekDirection) => {
      const target = acc.press(direction, player.currentTime, player.duration);
      setPreview(target);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(release, SEEK_COMMIT_IDLE_MS);
    },
    [acc, player, release],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      acc.cancel();
    },
    [acc],
  );

  return useMemo(() => ({ press, release, preview }), [press, release, preview]);
}
