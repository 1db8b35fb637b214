// Avatar files in the store (issue 12 follow-up): UploadFile writes one object per upload and
// UpdateUserInfo points the user at one of them, so without pruning every avatar a user ever
// tried stays in avatars/ for good. After a saved change the replaced avatar goes at once; other
// files of the user's go once they are older than ORPHAN_AGE_MS, because a file uploaded a
// moment ago may be on its way into another device's save.
import path from 'node:path';
import type { ObjectStore } from '../storage/port';

export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Deletes the user's avatar files other than `current`: `replaced` (the avatar the save just
 * changed away from) whatever its age, any other only when older than ORPHAN_AGE_MS. Only files
 * named for this user (`<uid>-...`) are touched. Failures are ignored: a file left behind is
 * tidied on the next save, and a save must not fail for it.
 */
export async function pruneAvatars(store: ObjectStore, uid: number, current: string, replaced: string | null, now = Date.now()): Promise<string[]> {
  const keep = path.posix.basename(current);
  const gone = replaced ? path.posix.basename(replaced) : null;
  const objects = await store.list(`avatars/${uid}-`).catch(() => []);
  const removed: string[] = [];
  await Promise.all(
    objects.map(async (o) => {
      const n = o.key.slice('avatars/'.length);
      if (n === keep || n.includes('/')) return;
      if (n !== gone && now - o.changedMs < ORPHAN_AGE_MS) return;
      try {
        await store.remove(o.key);
        removed.push(n);
      } catch {
        /* already gone: nothing to do */
      }
    }),
  );
  return removed;
}
