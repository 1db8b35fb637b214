// `npm run media:demo [-- --count N]`: makes the demo HLS streams and posters in MEDIA_DIR (./media).
import { readEnv } from '../config';
import { parseArgs, stringOption } from './cli-args';
import { DEFAULT_DEMO_COUNT, ensureDemoMedia } from './demo-media';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const countText = stringOption(args, 'count');
  const count = countText === undefined ? DEFAULT_DEMO_COUNT : Number(countText);
  if (!Number.isInteger(count) || count < 1 || count > 50) throw new Error(`--count must be a whole number from 1 to 50, got "${countText}"`);
  const { mediaDir } = readEnv();
  console.log(`[media] demo media into ${mediaDir}`);
  const streams = await ensureDemoMedia({ mediaDir, count });
  for (const s of streams) console.log(`[media] ${s.streamKey}: ${s.durationSec.toFixed(1)} s, /media/hls/${s.streamKey}/master.m3u8`);
}

main().catch((err: unknown) => {
  console.error(`[media] failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
