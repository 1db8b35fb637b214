// Which ffmpeg runs the media work: the system one when present (it is usually newer and
// shares the system fonts for drawtext), else the static build shipped by
// @ffmpeg-installer/ffmpeg so `npm install && npm start` works on a bare machine.
import { accessSync, chmodSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

let cached: string | undefined;

function findOnPath(name: string): string | undefined {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const dir of dirs) {
    const candidate = join(dir, name);
    try {
      if (statSync(candidate).isFile()) {
        accessSync(candidate, constants.X_OK);
        return candidate;
      }
    } catch {
      // not here or not executable: keep looking
    }
  }
  return undefined;
}

function installerBinary(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const found = (require('@ffmpeg-installer/ffmpeg') as { path?: string }).path;
    if (!found || !existsSync(found)) return undefined;
    try {
      accessSync(found, constants.X_OK);
    } catch {
      // Some package managers unpack without the executable bit.
      chmodSync(found, 0o755);
    }
    return found;
  } catch {
    return undefined;
  }
}

/** Absolute path of the ffmpeg to use. FFMPEG_PATH overrides the search. Throws with a clear message when none exists. */
export function resolveFfmpeg(): string {
  if (cached) return cached;
  const fromEnv = process.env.FFMPEG_PATH;
  const found = (fromEnv && existsSync(fromEnv) ? fromEnv : undefined) ?? findOnPath('ffmpeg') ?? installerBinary();
  if (!found) {
    throw new Error('ffmpeg not found: install ffmpeg (e.g. apt-get install ffmpeg) or the npm package @ffmpeg-installer/ffmpeg');
  }
  cached = found;
  return found;
}
