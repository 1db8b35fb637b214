// Issue 29: subtitles and audio tracks end to end on the server. A 4 s clip is imported with
// `--subs zh=…srt --subs en=…vtt --audio yue=<a video>` by real ffmpeg; the master playlist
// gets SUBTITLES and AUDIO groups (read back by hls.js's own parser), the audio renditions
// are audio-only AAC at the right tones and lengths, the video variants video-only, the
// WebVTT keeps its cues and is stamped with the video's clock, and the VIP stream's track
// files answer under its signed prefix with the right types (and not without it). The demo
// stream demo-tracks and its catalogue row are checked too.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { M3U8Parser, PlaylistLevelType } from 'hls.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { getPlayData } from '../../src/api/contract/video';
import { TRACKS_STREAM, VIDEOS } from '../../server/db/seed-data';
import { resolveFfmpeg } from '../../server/media';
import { listOption, parseArgs } from '../../server/media/cli-args';
import { DEMO_TRACKS_STREAM, demoSubtitleFile, ensureTracksDemo } from '../../server/media/demo-media';
import { TRACKS_LOOK } from '../../server/media/demo-looks';
import { resolveFfprobe } from '../../server/media/ffprobe';
import { parseMediaPlaylist, readCompleteMarker } from '../../server/media/hls-ladder';
import { decodeSubtitleBytes, stampWebVtt, subtitlePlaylist } from '../../server/media/hls-tracks';
import { importVideo, type ImportResult } from '../../server/media/import-pipeline';
import { mpegTsStartTicks } from '../../server/media/mpegts-start';
import { parseTrackLabel, parseTrackSpec } from '../../server/media/tracks';
import { clientFor, serverFor, testMediaDir } from './harness';

let fixtures: string;
let imported: ImportResult;
let streamDir: string;

function ffmpeg(args: string[]) {
  execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

/** The tone of an audio file or segment: zero crossings of its decoded samples per second / 2. */
function toneHz(file: string): number {
  const pcm = execFileSync(resolveFfmpeg(), ['-hide_banner', '-loglevel', 'error', '-i', file, '-map', '0:a:0', '-ac', '1', '-ar', '48000', '-f', 's16le', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.length / 2));
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if (samples[i - 1] < 0 !== samples[i] < 0) crossings++;
  return crossings / 2 / (samples.length / 48000);
}

/** codec_type list of a media file, by ffprobe (or the ffmpeg banner when there is none). */
function streamKinds(file: string): string[] {
  const ffprobe = resolveFfprobe();
  if (ffprobe) {
    const out = execFileSync(ffprobe, ['-v', 'error', '-show_entries', 'stream=codec_name,codec_type', '-of', 'csv=p=0', file], { encoding: 'utf8' });
    // A stream is listed once per program too: one entry per kind is what is asked.
    return [...new Set(out.trim().split('\n').filter(Boolean))].sort();
  }
  let text = '';
  try {
    execFileSync(resolveFfmpeg(), ['-hide_banner', '-i', file], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    text = String((err as { stderr?: string }).stderr ?? '');
  }
  return [...text.matchAll(/Stream #\S+.*?: (Video|Audio): (\w+)/g)].map((m) => `${m[2]},${m[1].toLowerCase()}`).sort();
}

/** GB18030 bytes of the fixture's text: Node decodes GB18030 but has no encoder, so a table of its four characters. */
function gb18030(text: string): Buffer {
  const table: Record<string, number[]> = { 中: [0xd6, 0xd0], 文: [0xce, 0xc4], 字: [0xd7, 0xd6], 幕: [0xc4, 0xbb] };
  const out: number[] = [];
  for (const ch of text) out.push(...(table[ch] ?? [ch.charCodeAt(0)]));
  return Buffer.from(out);
}

const playlistDuration = (file: string) => parseMediaPlaylist(readFileSync(file, 'utf8')).reduce((s, x) => s + x.durationSec, 0);

beforeAll(async () => {
  fixtures = mkdtempSync(join(tmpdir(), 'media-tracks-'));
  ffmpeg([
    '-f', 'lavfi', '-i', 'testsrc2=s=640x360:r=25', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000',
    '-t', '4', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', join(fixtures, 'clip.mp4'),
  ]);
  // The Cantonese track comes from a video (its picture is dropped), longer than the clip.
  ffmpeg([
    '-f', 'lavfi', '-i', 'color=c=blue:s=160x90:r=10', '-f', 'lavfi', '-i', 'sine=frequency=880:sample_rate=44100',
    '-t', '5', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', join(fixtures, 'yue.mp4'),
  ]);
  // A Chinese SRT as many are: GB18030 with CRLF line ends, and an <i> tag.
  const srt = '1\r\n00:00:00,500 --> 00:00:01,800\r\n中文字幕 1\r\n\r\n2\r\n00:00:02,000 --> 00:00:03,500\r\n<i>中文字幕</i> 2\r\n\r\n';
  writeFileSync(join(fixtures, 'zh.srt'), gb18030(srt));
  writeFileSync(join(fixtures, 'en.vtt'), 'WEBVTT\n\ncue-1\n00:00.500 --> 00:01.800 line:10%\nEnglish subtitle 1\n\n00:02.000 --> 00:03.500\nEnglish subtitle 2\n');
  const { db } = await serverFor('pglite');
  imported = await importVideo(db, testMediaDir(), {
    file: join(fixtures, 'clip.mp4'),
    title: '双语导入测试',
    category: 'movie',
    vip: true,
    subtitles: [parseTrackSpec('subtitles', `zh=${join(fixtures, 'zh.srt')}`), parseTrackSpec('subtitles', `en=${join(fixtures, 'en.vtt')}`)],
    audioTracks: [parseTrackSpec('audio', `yue=${join(fixtures, 'yue.mp4')}`)],
  });
  streamDir = join(testMediaDir(), 'hls', imported.streamKey);
}, 120_000);

afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

describe('media:import with --subs and --audio', () => {
  it('writes a master playlist with AUDIO and SUBTITLES groups that every variant references', () => {
    const master = readFileSync(join(streamDir, 'master.m3u8'), 'utf8');
    expect(master).toContain('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="国语",LANGUAGE="zh",DEFAULT=YES,AUTOSELECT=YES,CHANNELS="2",URI="audio-zh/index.m3u8"');
    expect(master).toContain('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",NAME="粤语",LANGUAGE="yue",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio-yue/index.m3u8"');
    expect(master).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="中文",LANGUAGE="zh",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subs-zh/index.m3u8"');
    expect(master).toContain('#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subs-en/index.m3u8"');
    const infs = master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(infs).toHaveLength(2);
    for (const inf of infs) {
      expect(inf).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
      expect(inf).toContain('AUDIO="aud"');
      expect(inf).toContain('SUBTITLES="subs"');
    }
    expect(imported.audio?.map((a) => [a.lang, a.name, a.default])).toEqual([['zh', '国语', true], ['yue', '粤语', false]]);
    expect(imported.subtitles?.map((s) => [s.lang, s.name, s.cues])).toEqual([['zh', '中文', 2], ['en', 'English', 2]]);
  });

  it('is read by hls.js as two audio tracks (国语 the default) and two subtitle tracks', () => {
    const base = `http://tv.example/media/hls/${imported.streamKey}/master.m3u8`;
    const text = readFileSync(join(streamDir, 'master.m3u8'), 'utf8');
    const parsed = M3U8Parser.parseMasterPlaylist(text, base);
    const media = M3U8Parser.parseMasterPlaylistMedia(text, base, parsed);
    expect(parsed.levels.map((l) => [l.height, l.videoCodec?.slice(0, 4), l.audioCodec, l.attrs.AUDIO, l.attrs.SUBTITLES])).toEqual([
      [360, 'avc1', 'mp4a.40.2', 'aud', 'subs'],
      [720, 'avc1', 'mp4a.40.2', 'aud', 'subs'],
    ]);
    expect(media.AUDIO?.map((t) => ({ name: t.name, lang: t.lang, default: t.default, url: t.url }))).toEqual([
      { name: '国语', lang: 'zh', default: true, url: new URL('audio-zh/index.m3u8', base).href },
      { name: '粤语', lang: 'yue', default: false, url: new URL('audio-yue/index.m3u8', base).href },
    ]);
    expect(media.SUBTITLES?.map((t) => ({ name: t.name, lang: t.lang, default: t.default, url: t.url }))).toEqual([
      { name: '中文', lang: 'zh', default: false, url: new URL('subs-zh/index.m3u8', base).href },
      { name: 'English', lang: 'en', default: false, url: new URL('subs-en/index.m3u8', base).href },
    ]);
    const subs = M3U8Parser.parseLevelPlaylist(readFileSync(join(streamDir, 'subs-zh', 'index.m3u8'), 'utf8'), new URL('subs-zh/index.m3u8', base).href, 0, PlaylistLevelType.SUBTITLE, 0, null);
    expect(subs.live).toBe(false);
    expect(subs.fragments.map((f) => [f.url, f.start, f.duration])).toEqual([[new URL('subs-zh/zh.vtt', base).href, 0, imported.durationSec]]);
  });

  it('makes video-only variants and audio-only AAC renditions at the tracks\' tones, as long as the video', () => {
    for (const variant of ['360p', '720p']) {
      const seg = join(streamDir, variant, 'seg-000.ts');
      expect(streamKinds(seg), variant).toEqual(['h264,video']);
    }
    const tones: Record<string, number> = {};
    for (const lang of ['zh', 'yue']) {
      const dir = join(streamDir, `audio-${lang}`);
      const segments = parseMediaPlaylist(readFileSync(join(dir, 'index.m3u8'), 'utf8'));
      expect(segments.length).toBeGreaterThanOrEqual(2);
      for (const s of segments) expect(streamKinds(join(dir, s.uri)), `${lang} ${s.uri}`).toEqual(['aac,audio']);
      // Cut to the video's length (the 粤语 source runs 5 s), give or take AAC's one-frame priming.
      expect(Math.abs(playlistDuration(join(dir, 'index.m3u8')) - imported.durationSec)).toBeLessThan(0.1);
      tones[lang] = toneHz(join(dir, segments[0].uri));
    }
    expect(tones.zh).toBeGreaterThan(400);
    expect(tones.zh).toBeLessThan(480);
    expect(tones.yue).toBeGreaterThan(820);
    expect(tones.yue).toBeLessThan(940);
  });

  it('converts SRT (GB18030) and WebVTT to WebVTT with the cues, stamped with the video segments\' start', () => {
    const start = mpegTsStartTicks(readFileSync(join(streamDir, '360p', 'seg-000.ts')));
    expect(start).toBeGreaterThan(0);
    const zh = readFileSync(join(streamDir, 'subs-zh', 'zh.vtt'), 'utf8');
    expect(zh.split('\n').slice(0, 2)).toEqual(['WEBVTT', `X-TIMESTAMP-MAP=MPEGTS:${start},LOCAL:00:00:00.000`]);
    expect(zh).toContain('00:00.500 --> 00:01.800\n中文字幕 1');
    expect(zh).toContain('00:02.000 --> 00:03.500\n<i>中文字幕</i> 2');
    const en = readFileSync(join(streamDir, 'subs-en', 'en.vtt'), 'utf8');
    expect(en).toContain(`X-TIMESTAMP-MAP=MPEGTS:${start},LOCAL:00:00:00.000`);
    // A WebVTT source is copied: cue ids and settings survive.
    expect(en).toContain('cue-1\n00:00.500 --> 00:01.800 line:10%\nEnglish subtitle 1');
    expect(readFileSync(join(streamDir, 'subs-en', 'index.m3u8'), 'utf8')).toBe(subtitlePlaylist(imported.durationSec, 'en.vtt'));
    // Nothing of the conversion is left in the stream folder.
    expect(readdirSync(join(streamDir, 'subs-zh')).sort()).toEqual(['index.m3u8', 'zh.vtt']);
    expect(readdirSync(streamDir).filter((n) => n.startsWith('.'))).toEqual(['.complete.json']);
  });

  it('serves every track file under the VIP stream\'s signed prefix with its type, and none unsigned', async () => {
    const c = await clientFor('pglite');
    const vip = await c.login('vip_demo');
    const pd = await c.post<{ url: string; streamKey: string }>(getPlayData.path, { mediaKey: imported.mediaKey }, vip.headers);
    expect(pd.ret).toBe(RET.OK);
    expect(pd.data.url).toMatch(/^\/media\/s\/\d+\/[A-Za-z0-9_-]{43}\/hls\//);
    const master = new URL(pd.data.url, c.url);
    const files: [string, string][] = [
      ['master.m3u8', 'application/vnd.apple.mpegurl'],
      ['audio-yue/index.m3u8', 'application/vnd.apple.mpegurl'],
      ['audio-yue/seg-000.ts', 'video/mp2t'],
      ['subs-zh/index.m3u8', 'application/vnd.apple.mpegurl'],
      ['subs-zh/zh.vtt', 'text/vtt; charset=utf-8'],
      ['subs-en/en.vtt', 'text/vtt; charset=utf-8'],
    ];
    for (const [rel, type] of files) {
      const res = await fetch(new URL(rel, master));
      expect(res.status, rel).toBe(200);
      expect(res.headers.get('content-type'), rel).toBe(type);
      expect(res.headers.get('cache-control'), rel).toMatch(/^private/);
      expect(res.headers.get('access-control-allow-origin'), rel).toBeTruthy();
      if (rel.endsWith('.vtt')) expect(await res.text()).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=/);
      else await res.arrayBuffer();
    }
    for (const [rel] of files) {
      expect((await c.raw(`/media/hls/${pd.data.streamKey}/${rel}`)).status, rel).toBe(403);
    }
  });

  it('refuses bad track input before any encoding and leaves no stream folder', async () => {
    const { db } = await serverFor('pglite');
    const before = readdirSync(join(testMediaDir(), 'hls')).length;
    const clip = join(fixtures, 'clip.mp4');
    const empty = join(fixtures, 'empty.srt');
    writeFileSync(empty, '\n');
    const base = { file: clip, title: '坏字幕', category: 'movie' };
    await expect(importVideo(db, testMediaDir(), { ...base, subtitles: [{ lang: 'zh', name: '中文', file: empty }] })).rejects.toThrow(/empty\.srt/);
    await expect(importVideo(db, testMediaDir(), { ...base, subtitles: [{ lang: 'zh', name: '中文', file: join(fixtures, 'none.srt') }] })).rejects.toThrow(/subtitle file not found/);
    // A picture without sound is no audio track.
    const mute = join(fixtures, 'mute.mp4');
    ffmpeg(['-f', 'lavfi', '-i', 'color=c=red:s=64x64:r=5', '-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', mute]);
    await expect(importVideo(db, testMediaDir(), { ...base, audioTracks: [{ lang: 'yue', name: '粤语', file: mute }] })).rejects.toThrow(/no audio stream/);
    // The original is 国语 (zh) by default, so a second zh track is ambiguous.
    await expect(importVideo(db, testMediaDir(), { ...base, audioTracks: [{ lang: 'zh', name: '国语', file: join(fixtures, 'yue.mp4') }] })).rejects.toThrow(/two audio tracks in language "zh"/);
    await expect(
      importVideo(db, testMediaDir(), { ...base, subtitles: [{ lang: 'en', name: 'a', file: join(fixtures, 'en.vtt') }, { lang: 'en', name: 'b', file: join(fixtures, 'en.vtt') }] }),
    ).rejects.toThrow(/two subtitle tracks in language "en"/);
    expect(readdirSync(join(testMediaDir(), 'hls')).length).toBe(before);
  });
});

describe('track options', () => {
  it('reads repeated --subs and --audio, LANG[:NAME]=FILE, and default names', () => {
    const args = parseArgs(['v.mp4', '--subs', 'zh=a.srt', '--subs=en:English (SDH)=b=c.vtt', '--audio', 'yue=d.m4a', '--main-audio', 'cmn:普通话']);
    expect(listOption(args, 'subs')).toEqual(['zh=a.srt', 'en:English (SDH)=b=c.vtt']);
    expect(listOption(args, 'nothing')).toEqual([]);
    expect(listOption(args, 'subs').map((t) => parseTrackSpec('subtitles', t))).toEqual([
      { lang: 'zh', name: '中文', file: 'a.srt' },
      { lang: 'en', name: 'English (SDH)', file: 'b=c.vtt' },
    ]);
    expect(parseTrackSpec('audio', 'yue=d.m4a')).toEqual({ lang: 'yue', name: '粤语', file: 'd.m4a' });
    expect(parseTrackLabel('audio', 'cmn:普通话')).toEqual({ lang: 'cmn', name: '普通话' });
    expect(parseTrackLabel('audio', 'zh')).toEqual({ lang: 'zh', name: '国语' });
    expect(parseTrackLabel('subtitles', 'ZH-Hant')).toEqual({ lang: 'zh-hant', name: '繁體中文' });
    expect(() => parseTrackSpec('subtitles', 'zh.srt')).toThrow(/--subs wants LANG=FILE/);
    expect(() => parseTrackSpec('audio', '粤语=x.m4a')).toThrow(/not a language tag/);
    expect(() => parseTrackLabel('audio', 'yue:a"b')).toThrow(/quotes/);
  });

  it('decodes UTF-8 (without its BOM) and GB18030 subtitles, and stamps the timestamp map once', () => {
    expect(decodeSubtitleBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0xe4, 0xb8, 0xad]))).toBe('中');
    expect(decodeSubtitleBytes(new Uint8Array([0xd6, 0xd0, 0xce, 0xc4]))).toBe('中文');
    const stamped = stampWebVtt('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:1,LOCAL:00:00:00.000\n\n00:01.000 --> 00:02.000\nx\n', 126000);
    expect(stamped).toBe('WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00.000\n\n00:01.000 --> 00:02.000\nx\n');
  });
});

describe('demo-tracks', () => {
  let demoDir: string;
  beforeAll(() => {
    demoDir = mkdtempSync(join(tmpdir(), 'media-demo-tracks-'));
  });
  afterAll(() => rmSync(demoDir, { recursive: true, force: true }));

  it('is the seed\'s stream of v1007, with 中文/English subtitles and 国语/粤语 audio an octave apart; made once', async () => {
    expect(TRACKS_STREAM).toBe(DEMO_TRACKS_STREAM);
    const lines: string[] = [];
    const durationSec = await ensureTracksDemo(demoDir, (l) => lines.push(l));
    expect(durationSec).toBeCloseTo(TRACKS_LOOK.durationSec, 0);
    expect(lines).toContain(`[media] ${DEMO_TRACKS_STREAM} audio-yue 100%`);
    const dir = join(demoDir, DEMO_TRACKS_STREAM);
    const marker = await readCompleteMarker(dir);
    expect(marker?.audio?.map((a) => `${a.name}/${a.lang}/${a.default}`)).toEqual(['国语/zh/true', '粤语/yue/false']);
    expect(marker?.subtitles?.map((s) => `${s.name}/${s.lang}/${s.cues}`)).toEqual(['中文/zh/10', 'English/en/10']);
    const zh = readFileSync(join(dir, 'subs-zh', 'zh.vtt'), 'utf8');
    expect(zh).toContain('00:00.000 --> 00:02.500\n中文字幕 1 · 0:00');
    expect(zh).toContain('00:27.000 --> 00:29.500\n中文字幕 10 · 0:27');
    expect(readFileSync(join(dir, 'subs-en', 'en.vtt'), 'utf8')).toContain('00:03.000 --> 00:05.500\nEnglish subtitle 2 · 0:03');
    // The beeps (4x the tone, once a second) lift the count a little; the octave stays clear.
    const zhHz = toneHz(join(dir, 'audio-zh', 'seg-001.ts'));
    const yueHz = toneHz(join(dir, 'audio-yue', 'seg-001.ts'));
    expect(zhHz).toBeGreaterThan(TRACKS_LOOK.toneHz * 0.9);
    expect(zhHz).toBeLessThan(TRACKS_LOOK.toneHz * 1.5);
    expect(yueHz / zhHz).toBeCloseTo(2, 1);
    expect(readdirSync(demoDir).filter((n) => n.startsWith('.'))).toEqual([]);

    const again: string[] = [];
    expect(await ensureTracksDemo(demoDir, (l) => again.push(l))).toBe(durationSec);
    expect(again).toEqual([]);
  });

  it('writes SRT for 中文 and WebVTT for English, a cue every 3 s', () => {
    expect(demoSubtitleFile('zh', 7)).toBe('1\n00:00:00,000 --> 00:00:02,500\n中文字幕 1 · 0:00\n\n2\n00:00:03,000 --> 00:00:05,500\n中文字幕 2 · 0:03\n\n3\n00:00:06,000 --> 00:00:07,000\n中文字幕 3 · 0:06\n');
    expect(demoSubtitleFile('en', 4).startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:02.500\nEnglish subtitle 1 · 0:00\n')).toBe(true);
  });

  it('is seeded as v1007 (正片 over the demo-tracks folder)', async () => {
    expect(VIDEOS.find((v) => v.stream === TRACKS_STREAM)?.key).toBe('v1007');
    const { db } = await serverFor('pglite');
    const { rows } = await db.query<{ stream_key: string; media_dir: string; title: string }>(
      `SELECT e.stream_key, e.media_dir, e.title FROM episodes e JOIN videos v ON v.id = e.video_id WHERE v.media_key = 'v1007'`,
    );
    expect(rows).toEqual([{ stream_key: 'v1007-1', media_dir: TRACKS_STREAM, title: '正片' }]);
  });
});
