// Issue 31 point 4: the video a start is for travels in the hand-off's calls (offerStart,
// chooseStart, claimStart...), never back out of the DOM. `data-video-id` stays on posters as a
// test hook only; this fails when app code reads it, or listens for focusin to find a poster.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../../../..');
const SCANNED = ['layouts', 'src', 'focus'];
const READS = [/getAttribute\(\s*['"]data-video-id/, /\[data-video-id/, /dataset\.videoId/];
// Where posters and the start-up live: a document focusin listener there would be finding posters.
const NO_FOCUSIN = /^(src\/features\/watch|layouts\/tv)\//;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return files(p);
    return /\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('the video of a watch start', () => {
  it('is never read back from the DOM by app code', () => {
    const found = SCANNED.flatMap((d) => files(join(ROOT, d))).flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      const path = relative(ROOT, f).split('\\').join('/');
      const reads = NO_FOCUSIN.test(path) ? [...READS, /addEventListener\(\s*['"]focusin/] : READS;
      return reads.filter((re) => re.test(text)).map((re) => `${path}: ${re.source}`);
    });
    expect(found).toEqual([]);
  });
});
