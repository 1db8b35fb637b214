// `npm run media:import -- FILE --title T --category C [--poster IMG] [--description D]
//   [--tags a,b] [--year 2024] [--region R] [--vip] [--gold N]
//   [--subs LANG[:NAME]=FILE]... [--audio LANG[:NAME]=FILE]... [--main-audio LANG[:NAME]]`
// Transcodes FILE into ${MEDIA_DIR}/hls/<new stream key>/ and adds it to the catalogue.
// --subs and --audio repeat, one per language (issue 29: the player's 字幕 and 音轨).
// `media:import -- FILE --series MEDIAKEY [--episode N] [--title T]` publishes one more episode
// of a series instead; its followers (追剧) get one notice each, a re-import none.
// With the embedded database (no DATABASE_URL) run it while the server is stopped: a PGlite
// data folder belongs to one process at a time.
import { notifyNewEpisode } from '../chat/series-notices';
import { readEnv } from '../config';
import { openDatabase } from '../db/open-db';
import { listOption, parseArgs, stringOption } from './cli-args';
import { defaultProgressPrinter } from './demo-media';
import { importEpisode, importVideo, type EpisodeImportInput, type ImportInput, type ImportResult } from './import-pipeline';
import { parseTrackLabel, parseTrackSpec } from './tracks';

const USAGE =
  'usage: npm run media:import -- FILE --title T --category C [--poster IMG] [--description D] [--tags a,b] [--year YYYY] [--region R] [--vip] [--gold N]\n' +
  '       [--subs LANG[:NAME]=FILE]... [--audio LANG[:NAME]=FILE]... [--main-audio LANG[:NAME]]\n' +
  '       npm run media:import -- FILE --series MEDIAKEY [--episode N] [--title T]   (one more episode of a series)\n' +
  '  e.g. --subs zh=zh.srt --subs en=en.vtt --audio yue=cantonese.m4a (the file\'s own audio is listed as --main-audio, default zh 国语)';

function readInput(argv: string[]): ImportInput {
  const args = parseArgs(argv, ['vip', 'help']);
  if (args.options.has('help')) {
    console.log(USAGE);
    process.exit(0);
  }
  if (args.positional.length !== 1) throw new Error(args.positional.length === 0 ? 'no video FILE given' : `one FILE only, got: ${args.positional.join(' ')}`);
  const title = stringOption(args, 'title');
  const category = stringOption(args, 'category');
  if (!title) throw new Error('--title is required');
  if (!category) throw new Error('--category is required (id, key or name)');
  const mainAudio = stringOption(args, 'main-audio');
  const audioTracks = listOption(args, 'audio').map((t) => parseTrackSpec('audio', t));
  if (mainAudio && audioTracks.length === 0) throw new Error('--main-audio names the original audio among --audio tracks; give at least one --audio');
  const num = (name: string) => {
    const v = stringOption(args, name);
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n)) throw new Error(`--${name} must be a number, got "${v}"`);
    return n;
  };
  return {
    file: args.positional[0],
    title,
    category,
    poster: stringOption(args, 'poster'),
    description: stringOption(args, 'description'),
    tags: stringOption(args, 'tags')?.split(',').map((t) => t.trim()).filter(Boolean),
    year: num('year'),
    region: stringOption(args, 'region'),
    vip: args.options.get('vip') === true,
    gold: num('gold'),
    subtitles: listOption(args, 'subs').map((t) => parseTrackSpec('subtitles', t)),
    audioTracks,
    mainAudio: mainAudio ? parseTrackLabel('audio', mainAudio) : undefined,
  };
}

function describeTracks(r: ImportResult): string | undefined {
  const audio = (r.audio ?? []).map((a) => `${a.name} (${a.lang}${a.default ? ', default' : ''})`);
  const subs = (r.subtitles ?? []).map((s) => `${s.name} (${s.lang}, ${s.cues} cues)`);
  if (!audio.length && !subs.length) return undefined;
  return `[media] tracks: audio ${audio.join(', ') || 'in the video'}; subtitles ${subs.join(', ') || 'none'}`;
}

function readEpisodeInput(argv: string[]): EpisodeImportInput | null {
  const args = parseArgs(argv, ['vip', 'help']);
  const series = stringOption(args, 'series');
  if (!series) return null;
  if (args.positional.length !== 1) throw new Error('one video FILE is required with --series');
  const episode = stringOption(args, 'episode');
  if (episode !== undefined && !/^\d+$/.test(episode)) throw new Error(`--episode must be a whole number, got "${episode}"`);
  return {
    file: args.positional[0], series, episode: episode === undefined ? undefined : Number(episode), title: stringOption(args, 'title'),
    subtitles: listOption(args, 'subs').map((t) => parseTrackSpec('subtitles', t)),
    audioTracks: listOption(args, 'audio').map((t) => parseTrackSpec('audio', t)),
  };
}

async function publishEpisode(input: EpisodeImportInput): Promise<void> {
  const env = readEnv();
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const r = await importEpisode(db, env.mediaDir, input, notifyNewEpisode, defaultProgressPrinter());
    console.log(`[media] published episode ${r.idx} of ${input.series} (video ${r.videoId}), ${r.durationSec.toFixed(1)} s; ${r.told} follower(s) told`);
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  let input: ImportInput | EpisodeImportInput;
  try {
    input = readEpisodeInput(process.argv.slice(2)) ?? readInput(process.argv.slice(2));
  } catch (err) {
    console.error(`[media] ${(err as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if ('series' in input) return publishEpisode(input);
  const env = readEnv();
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
  try {
    const r = await importVideo(db, env.mediaDir, input, defaultProgressPrinter());
    console.log(`[media] imported "${input.title}" as video ${r.videoId} (mediaKey ${r.mediaKey}), ${r.durationSec.toFixed(1)} s`);
    console.log(`[media] stream ${r.playlistUrl}, poster ${r.posterUrl}`);
    const tracks = describeTracks(r);
    if (tracks) console.log(tracks);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(`[media] import failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
