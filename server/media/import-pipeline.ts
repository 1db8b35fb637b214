// Import an operator's video: check everything first (so bad input costs nothing), transcode
// into a fresh stream folder, make the poster, then insert the rows. If the insert fails the
// new media files are removed again, so the catalogue and the disk never disagree.
import { randomBytes } from 'node:crypto';
import { access, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db';
import { insertImportedEpisode, insertImportedVideo, resolveCategory, type TellFollowers } from './import-video';
import { posterFromImage, posterFromVideo } from './posters';
import { probeMedia } from './probe';
import { transcodeToHls, type TranscodeResult } from './transcode-file';
import type { TrackLabel, TrackSpec } from './tracks';

export interface ImportInput {
  file: string;
  title: string;
  category: string;
  poster?: string;
  description?: string;
  tags?: string[];
  year?: number;
  region?: string;
  vip?: boolean;
  gold?: number;
  /** `--subs LANG=FILE`: subtitle tracks (SRT or WebVTT). */
  subtitles?: TrackSpec[];
  /** `--audio LANG=FILE`: other languages' audio; the file's own audio stays the default track. */
  audioTracks?: TrackSpec[];
  /** `--main-audio LANG[:NAME]`: how the file's own audio is listed once there are audio tracks. */
  mainAudio?: TrackLabel;
}

export interface ImportResult {
  videoId: number;
  mediaKey: string;
  streamKey: string;
  durationSec: number;
  playlistUrl: string;
  posterUrl: string;
  /** The AUDIO and SUBTITLES groups written into the master playlist (absent when none). */
  audio?: TranscodeResult['audio'];
  subtitles?: TranscodeResult['subtitles'];
}

export const newStreamKey = () => `imp-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;

async function mustExist(file: string, what: string): Promise<void> {
  try {
    await access(file);
  } catch {
    throw new Error(`${what} not found: ${file}`);
  }
}

export async function importVideo(db: Db, mediaDir: string, input: ImportInput, onProgress?: (line: string) => void): Promise<ImportResult> {
  const title = input.title.trim();
  if (!title) throw new Error('--title must not be empty');
  if (title.length > 200) throw new Error('--title is longer than 200 characters');
  if (input.year !== undefined && (!Number.isInteger(input.year) || input.year < 1900 || input.year > 2100)) {
    throw new Error(`--year must be a year such as 2024, got ${input.year}`);
  }
  if (input.gold !== undefined && (!Number.isInteger(input.gold) || input.gold < 0)) throw new Error('--gold must be a whole number of at least 0');
  await mustExist(input.file, 'video file');
  if (input.poster) await mustExist(input.poster, 'poster image');
  for (const t of input.subtitles ?? []) await mustExist(t.file, 'subtitle file');
  for (const t of input.audioTracks ?? []) await mustExist(t.file, 'audio file');
  const info = await probeMedia(input.file);
  if (!info.hasVideo) throw new Error(`no video stream in ${input.file}`);
  const category = await resolveCategory(db, input.category);

  const streamKey = newStreamKey();
  const streamDir = join(mediaDir, 'hls', streamKey);
  const postersDir = join(mediaDir, 'posters');
  const posterFile = `${streamKey}.jpg`;
  await mkdir(postersDir, { recursive: true });
  try {
    const { durationSec, audio, subtitles } = await transcodeToHls(input.file, streamDir, {
      onProgress,
      label: streamKey,
      subtitles: input.subtitles,
      audioTracks: input.audioTracks,
      mainAudio: input.mainAudio,
    });
    onProgress?.(`[media] ${streamKey} poster`);
    if (input.poster) await posterFromImage(input.poster, join(postersDir, posterFile));
    else await posterFromVideo(input.file, join(postersDir, posterFile), Math.min(10, durationSec * 0.2));
    const posterUrl = `/media/posters/${posterFile}`;
    const videoId = await insertImportedVideo(db, {
      mediaKey: streamKey,
      streamKey,
      title,
      categoryId: category.id,
      poster: posterUrl,
      durationSec,
      description: input.description,
      tags: input.tags,
      year: input.year,
      region: input.region,
      vip: input.vip,
      gold: input.gold,
    });
    return { videoId, mediaKey: streamKey, streamKey, durationSec, playlistUrl: `/media/hls/${streamKey}/master.m3u8`, posterUrl, audio, subtitles };
  } catch (err) {
    await rm(streamDir, { recursive: true, force: true });
    await rm(join(postersDir, posterFile), { force: true });
    throw err;
  }
}

export interface EpisodeImportInput {
  file: string;
  /** mediaKey of the series. */
  series: string;
  episode?: number;
  title?: string;
  subtitles?: TrackSpec[];
  audioTracks?: TrackSpec[];
  mainAudio?: TrackLabel;
}

/** `media:import FILE --series KEY [--episode N]`: transcodes one more episode of a series and publishes it (its followers are told once). */
export async function importEpisode(db: Db, mediaDir: string, input: EpisodeImportInput, tellFollowers: TellFollowers, onProgress?: (line: string) => void) {
  await mustExist(input.file, 'video file');
  for (const t of input.subtitles ?? []) await mustExist(t.file, 'subtitle file');
  for (const t of input.audioTracks ?? []) await mustExist(t.file, 'audio file');
  const info = await probeMedia(input.file);
  if (!info.hasVideo) throw new Error(`no video stream in ${input.file}`);
  const streamKey = newStreamKey();
  const streamDir = join(mediaDir, 'hls', streamKey);
  try {
    const { durationSec } = await transcodeToHls(input.file, streamDir, {
      onProgress, label: streamKey, subtitles: input.subtitles, audioTracks: input.audioTracks, mainAudio: input.mainAudio,
    });
    const r = await insertImportedEpisode(db, { seriesKey: input.series, idx: input.episode, title: input.title, streamKey, durationSec }, tellFollowers);
    return { ...r, streamKey, durationSec };
  } catch (err) {
    await rm(streamDir, { recursive: true, force: true });
    throw err;
  }
}
