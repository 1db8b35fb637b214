// The TV's QR code: the phone's /openVip address for the TV user and the focused package.
// `qrcode` is loaded only when a VIP page draws one (kept off the TV home's initial JS).
import { useEffect, useState } from 'react';
import { href } from '@src/routes/href';
import { documentHref } from '@src/routes/router-mode';
import { openVipQuery, type OpenVipLink } from './vip-rules';

/** The absolute address a phone opens (the page's own origin; hash mode keeps it in the hash). */
export function openVipLinkUrl(link: OpenVipLink, origin: string = location.origin): string {
  const path = documentHref(href('OpenVip', {}, openVipQuery(link)));
  return new URL(path, `${origin}/`).toString();
}

export async function qrDataUrl(text: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, { margin: 1, width: 320, errorCorrectionLevel: 'M' });
}

/** The QR image of `text` (null while it is drawn or when there is nothing to draw). */
export function useQrCode(text: string | null): string | null {
  const [img, setImg] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return undefined;
    let current = true;
    void qrDataUrl(text).then(
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
