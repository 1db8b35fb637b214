// Six visually different synthetic clips, built only from lavfi sources present in both the
// system ffmpeg and the older static npm build (4.1), and chosen for speed at 720p.
import { drawtext } from './text-overlay';
import type { Rendition } from './renditions';

export const DEMO_FPS = 25;

export interface DemoLook {
  durationSec: number;
  toneHz: number;
  /** lavfi video source producing exactly width x height at DEMO_FPS. */
  source: (w: number, h: number) => string;
  accent: string;
}

const scaled = (src: string, w: number, h: number) => `${src},scale=${w}:${h}:flags=neighbor,format=yuv420p`;

export const DEMO_LOOKS: readonly DemoLook[] = [
  { durationSec: 48, toneHz: 440, accent: 'white', source: (w, h) => `testsrc2=s=${w}x${h}:r=${DEMO_FPS}` },
  { durationSec: 40, toneHz: 523, accent: 'yellow', source: (w, h) => `smptehdbars=s=${w}x${h}:r=${DEMO_FPS}` },
  {
    durationSec: 56,
    toneHz: 330,
    accent: 'white',
    source: (w, h) => `${scaled(`cellauto=s=320x180:rule=30:rate=${DEMO_FPS}`, w, h)},lutyuv=u=90:v=170`,
  },
  {
    durationSec: 44,
    toneHz: 392,
    accent: 'white',
    source: (w, h) =>
      scaled(`life=s=160x90:mold=10:rate=${DEMO_FPS}:ratio=0.5:death_color=#1b2a49:life_color=#f4a261:mold_color=#2a9d8f`, w, h),
  },
  {
    durationSec: 52,
    toneHz: 294,
    accent: 'orange',
    source: (w, h) => `${scaled(`cellauto=s=320x180:rule=110:rate=${DEMO_FPS}`, w, h)},lutyuv=u=170:v=110`,
  },
  { durationSec: 60, toneHz: 587, accent: 'cyan', source: (w, h) => `rgbtestsrc=s=${w}x${h}:r=${DEMO_FPS}` },
];

export function lookFor(index: number): DemoLook {
  return DEMO_LOOKS[(index - 1) % DEMO_LOOKS.length];
}

/**
 * The clip with subtitle and audio tracks (issue 29): short, since the e2e setup makes it too.
 * Its two audio tracks are tones an octave apart (toneHz for 国语, twice it for 粤语), so a
 * test can tell which one plays.
 */
export const TRACKS_LOOK: DemoLook = {
  durationSec: 30,
  toneHz: 440,
  accent: 'lime',
  source: (w, h) => `testsrc=s=${w}x${h}:r=${DEMO_FPS}`,
};

/** Label overlay: stream name, rendition and a running clock that drifts across, so playback and switching are visible. */
export function labelFilter(title: string, r: Rendition, look: DemoLook): string {
  const big = `${Math.round(r.height / 9)}`;
  const small = `${Math.round(r.height / 20)}`;
  return [
    drawtext({ text: title, size: big, x: `${Math.round(r.height / 18)}`, y: `${Math.round(r.height / 18)}`, color: look.accent, box: true }),
    drawtext({ text: `${r.name}  ${r.videoKbps} kbps`, size: small, x: 'w-tw-20', y: '20', box: true }),
    drawtext({
      text: '',
      rawText: '%{pts\\:hms}',
      size: small,
      x: '(w-tw)*mod(t\\,10)/10',
      y: 'h-th-30',
      box: true,
    }),
  ].join(',');
}
