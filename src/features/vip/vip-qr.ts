// The TV's QR code: the phone's /openVip address for the TV user and the focused package
// (drawn by src/lib/qr-code.ts).
import { href } from '@src/routes/href';
import { documentHref } from '@src/routes/router-mode';
import { openVipQuery, type OpenVipLink } from './vip-rules';

/** The absolute address a phone opens (the page's own origin; hash mode keeps it in the hash). */
export function openVipLinkUrl(link: OpenVipLink, origin: string = location.origin): string {
  const path = documentHref(href('OpenVip', {}, openVipQuery(link)));
  return new URL(path, `${origin}/`).toString();
}
