// The one QR drawing (src/lib/qr-code.ts): an SVG image address that a scanner reads back.
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { qrImageUrl, useQrCode } from '@src/lib/qr-code';
import { flush, mount } from '../mobile/render';

const SCALE = 4;

/** Rasterises the library's SVG (a viewBox in modules, dark runs drawn as "h" strokes). */
function decode(url: string): string | null {
  const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  const d = /<path stroke="#000000" d="([^"]+)"/.exec(svg)![1];
  const dark = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of d.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (op === 'M') [x, y] = [Number(a), Number(b)];
    else if (op === 'm') [x, y] = [x + Number(a), y + Number(b)];
    else for (let i = 0; i < Number(a); i++) dark.add(`${x++},${Math.floor(y)}`);
  }
  const w = size * SCALE;
  const px = new Uint8ClampedArray(w * w * 4).fill(255);
  for (let py = 0; py < w; py++) {
    for (let pxl = 0; pxl < w; pxl++) {
      if (!dark.has(`${Math.floor(pxl / SCALE)},${Math.floor(py / SCALE)}`)) continue;
      const o = (py * w + pxl) * 4;
      px[o] = px[o + 1] = px[o + 2] = 0;
    }
  }
  return jsQR(px, w, w)?.data ?? null;
}

describe('qrImageUrl', () => {
  it('draws an SVG image of 320 px that scans back to the text', async () => {
    const text = 'http://localhost:5173/openVip?uid=7&selectId=3';
    const url = await qrImageUrl(text);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url)).toContain('width="320"');
    expect(decode(url)).toBe(text);
  });
});

function Probe({ text }: { text: string | null }) {
  const url = useQrCode(text);
  return url ? <img src={url} alt="" /> : null;
}

describe('useQrCode', () => {
  it('gives null until the image is drawn, then the image of the current text only', async () => {
    const m = await mount(<Probe text="a" />);
    const src = () => m.container.querySelector('img')?.getAttribute('src') ?? null;
    for (let i = 0; i < 20 && !src(); i++) await flush();
    expect(decode(src()!)).toBe('a');
    await m.rerender(<Probe text="b" />);
    for (let i = 0; i < 20 && !(src() && decode(src()!) === 'b'); i++) await flush();
    expect(decode(src()!)).toBe('b');
    await m.rerender(<Probe text={null} />);
    expect(src()).toBeNull();
    m.unmount();
  });
});
