import type { PaintContext } from './surface';
import type { TextStyle } from './text-atlas';

/** Ink box probe: a CJK glyph plus Latin ascenders and descenders. */
const PROBE = '国Wgjy|';

/**
 * Fills `style` for text at fontPx (CSS) drawn at ratio dpr and returns the
 * bitmap height in device px: the font's ink box plus the outline rather than
 * the lane (line height 1.25), so bitmaps are about a fifth smaller. Without
 * ink extents (fakes, old engines) the lane height is used and text centred.
 */
export function fitInkStyle(
  measurer: PaintContext,
  style: TextStyle,
  fontFamily: string,
  fontPx: number,
  strokePx: number,
  dpr: number,
  laneHeight: number,
): number {
  style.font = `${Math.round(fontPx * dpr)}px ${fontFamily}`;
  style.stroke = Math.max(0, Math.round(strokePx * dpr));
  measurer.font = style.font;
  measurer.textBaseline = 'alphabetic';
  const m = measurer.measureText(PROBE);
  const asc = m.actualBoundingBoxAscent ?? 0;
  const desc = m.actualBoundingBoxDescent ?? 0;
  const laneH = Math.ceil(laneHeight * dpr);
  if (asc > 0 && asc + desc > 0) {
    style.ascent = Math.ceil(asc);
    return Math.min(laneH, style.ascent + Math.ceil(desc) + 2 * style.stroke);
  }
  style.ascent = 0;
  return laneH;
}
