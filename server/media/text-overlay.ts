// drawtext needs a build with libfreetype and a font. Both ffmpeg builds we use have it, but
// a stripped system ffmpeg may not: then the demo media is made without text, never not at all.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { resolveFfmpeg } from './ffmpeg-binary';

const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/liberation/LiberationSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  '/Library/Fonts/Arial.ttf',
  'C:\\Windows\\Fonts\\arialbd.ttf',
];

let support: Promise<boolean> | undefined;

export function hasDrawtext(): Promise<boolean> {
  support ??= new Promise((resolve) => {
    const child = spawn(resolveFfmpeg(), ['-hide_banner', '-filters'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (c: string) => (out += c));
    child.on('error', () => resolve(false));
    child.on('close', () => resolve(/\sdrawtext\s/.test(out)));
  });
  return support;
}

/** Marks drawtext as unusable (it failed at run time, e.g. no font could be loaded). */
export function disableDrawtext(): void {
  support = Promise.resolve(false);
}

export function fontFile(): string | undefined {
  return FONT_CANDIDATES.find((f) => existsSync(f));
}

/** Labels are plain ASCII: filtergraph escaping has three levels and is not worth the risk for a demo label. */
function safeText(text: string): string {
  return text.replace(/[^A-Za-z0-9 .#-]/g, ' ');
}

export interface TextSpec {
  text: string;
  /** Raw drawtext text expansion (e.g. a clock), not escaped. */
  rawText?: string;
  size: string;
  x: string;
  y: string;
  color?: string;
  box?: boolean;
}

export function drawtext(spec: TextSpec): string {
  const font = fontFile();
  const opts = [
    ...(font ? [`fontfile='${font.replace(/\\/g, '/').replace(/:/g, '\\:')}'`] : []),
    `text='${spec.rawText ?? safeText(spec.text)}'`,
    `fontsize=${spec.size}`,
    `fontcolor=${spec.color ?? 'white'}`,
    `x=${spec.x}`,
    `y=${spec.y}`,
    ...(spec.box ? ['box=1', 'boxcolor=black@0.45', 'boxborderw=12'] : []),
  ];
  return `drawtext=${opts.join(':')}`;
}
