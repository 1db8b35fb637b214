// A QR code of a link as an image address; the `qrcode` package is loaded only here (the TV
// download page), never on the home path.
import { useEffect, useState } from 'react';

export async function qrDataUrl(text: string): Promise<string> {
  const QR = await import('qrcode');
  return QR.toDataURL(text, { margin: 1, width: 320, errorCorrectionLevel: 'M' });
}

export function useQrCode(text: string): string | null {
  const [made, setMade] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    qrDataUrl(text).then(
      (url) => current && setMade({ text, url }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  return made && made.text === text ? made.url : null;
}
