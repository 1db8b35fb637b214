// Avatar files on disk (issue 12 follow-up): UploadFile writes one file per upload and
// UpdateUserInfo points the user at one of them, so without pruning every avatar a user ever
// tried stays in /media for good. After a saved change the replaced avatar goes at once; other
// files of the user's go once they are older than ORPHAN_AGE_MS, because a file uploaded a
// moment ago may be on its way into another device's save.
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Deletes the user's avatar files other than `current`: `replaced` (the avatar the save just
 * changed away from) whatever its age, any other only when older than ORPHAN_AGE_MS. Only files
 * named for this user (`<uid>-...`) are touched. Failures are ignored: a file left behind is
 * tidied on the next save, and a save must not fail for it.
 */
export async function pruneAvatars(mediaDir: string, uid: number, current: string, replaced: string | null, now = Date.now()): Promise<string[]> {
  const dir = path.join(mediaDir, 'avatars');
  const keep = path.basename(current);
  const gone = replaced ? path.basename(replaced) : null;
  const names = await readdir(dir).catch(() => [] as string[]);
  const removed: string[] = [];
  await Promise.all(
    names
      .filter((n) => n.startsWith(`${uid}-`) && n !== keep)
      .map(async (n) => {
        const full = path.join(dir, n);
        try {
          if (n !== gone && now - (await stat(full)).mtimeMs < ORPHAN_AGE_MS) return;
          await unlink(full);
          removed.push(n);
        } catch {
          /* already gone or unreadable: nothing to do */
        }
      }),
  );
  return removed;
}
