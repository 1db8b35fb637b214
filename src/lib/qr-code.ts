// The one QR drawing, for every page that shows a code (TV login, VIP purchase, publishing and
// app download on TV, the phone's invitation). `qrcode` is loaded on first use, so it never
// weighs on the home's first script. The image is SVG: it needs no canvas (old TV engines,
// jsdom) and stays sharp at whatever size a page gives it.
import { useEffect, useState } from 'react';

/** An image address (SVG data URL) of the QR code of `text`. */
export async function qrImageUrl(text: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(text, { type: 'svg', margin: 1, width: 320, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The QR image of `text` (null while it is drawn or when there is nothing to draw). */
export function useQrCode(text: string | null): string | null {
  const [img, setImg] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return undefined;
    let current = true;
    void qrImageUrl(text).then(
      (url) => {
        if (current) setImg({ text, url });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  return img && img.text === text ? img.url : null;
}
