// What a scanned QR code is (issue 12): a login ticket of this app (the TV's code), another
// link, or plain text. Only a ticket in the form the server issues counts as a ticket, so a
// look-alike link is shown as a link, never confirmed.
import { loginTicketSchema } from '@src/api/contract/account';
import { href } from '@src/routes/href';
import { ROUTE_BY_NAME } from '@src/routes/table';

export type ScannedCode = { kind: 'ticket'; ticket: string } | { kind: 'link'; url: string } | { kind: 'text'; text: string };

/** The longest scanned text the result page shows (a QR code holds at most about 3 KB). */
export const SCANNED_TEXT_MAX = 3000;


export function classifyScan(raw: string): ScannedCode {
  const text = raw.trim().slice(0, SCANNED_TEXT_MAX);
  let url: URL | null = null;
  try {
    url = /^https?:\/\//i.test(text) ? new URL(text) : null;
  } catch {
    url = null;
  }
  if (!url) return { kind: 'text', text };
  // The hash-mode build carries the route in the fragment: '#/authorizeLogin?ticket=...'.
  const route = url.hash.startsWith('#/') ? new URL(url.hash.slice(1), url.origin) : url;
  const ticket = route.searchParams.get('ticket');
  if (route.pathname.replace(/\/$/, '').endsWith(ROUTE_BY_NAME.AuthorizeLogin.path) && ticket && loginTicketSchema.check(ticket) === null) return { kind: 'ticket', ticket };
  return { kind: 'link', url: url.toString() };
}

/** A ticket from a route query, or null when it is not one the server could have issued. */
export function ticketOf(value: string | null): string | null {
  return value && loginTicketSchema.check(value) === null ? value : null;
}

/** Where a scanned code leads: the authorisation of a login ticket, else the result page. */
export function scanTarget(raw: string): string {
  const code = classifyScan(raw);
  if (code.kind === 'ticket') return href('AuthorizeLogin', {}, { ticket: code.ticket });
  return href('ScanCodeResult', {}, { text: code.kind === 'link' ? code.url : code.text });
}
