// The phone side of scan-to-login (issue 12): /authorizeLogin reads which device asks
// (GetLoginTicket) and confirms or refuses (ConfirmLoginTicket). Both need a signed-in user.
import { useCallback, useState } from 'react';
import { ApiError } from '@src/api/errors';
import { useResource } from '@src/data/use-resource';
import { useSession } from '@src/stores/session';
import { t } from '@src/i18n';
import { formatDateTime } from '@src/lib/format';
import { ticketOf } from './scan-text';
import { call } from '@src/api/call';
import { confirmLoginTicket, getLoginTicket } from '@src/api/contract/account';
import { scanKeys } from './scan-keys';
import { useAction } from '@src/data/use-action';

export interface TicketAsk {
  deviceName: string; ip: string; place: string; sameNetwork: boolean; requestedAt: number; status: string; expireSeconds: number;
}

/** The rows the confirm screen shows, as the server observed the TV's request (issue 27). */
export interface TicketFacts { device: string; place: string; time: string; ip: string }

export function ticketFacts(a: TicketAsk): TicketFacts {
  return {
    device: a.deviceName,
    place: a.sameNetwork ? t('scan.sameNetwork', { place: a.place }) : a.place,
    time: formatDateTime(a.requestedAt),
    ip: a.ip,
  };
}

/** The asking device, once per ticket (a ticket is shown once: no cache beyond the page). */
export function useLoginTicketAsk(ticket: string | null, loggedIn: boolean) {
  return useResource<TicketAsk>(
    scanKeys.loginTicket(ticket),
    (signal) => call(getLoginTicket, { ticket: ticket ?? '' }, { signal, ignoreCodes: [404, 409] }),
    { enabled: !!ticket && loggedIn, staleTime: 0 },
  );
}

/** The server's refusal text of a failed call, if it sent one (404 expired, 409 used). */
export function refusalText(e: unknown): string | null {
  return e instanceof ApiError && e.kind === 'ret' && e.message ? e.message : null;
}

export type Decision = { ok: true; status: 'confirmed' | 'refused' } | { ok: false; message: string | null };

/** Confirms or refuses the ticket; a refusal of the server (used, expired) comes back as text. */
export async function decideLoginTicket(ticket: string, allow: boolean): Promise<Decision> {
  try {
    const r = await call(confirmLoginTicket, { ticket, allow }, { loading: true, ignoreCodes: [404, 409] });
    return { ok: true, status: r.status === 'confirmed' ? 'confirmed' : 'refused' };
  } catch (e) {
    return { ok: false, message: refusalText(e) };
  }
}

/**
 * The /authorizeLogin screen in either layout: the ticket from the query, what the server says
 * of it, and the one decision (a second tap while the first is on its way is ignored).
 */
export function useAuthorizeLogin(rawTicket: string | null) {
  const ticket = ticketOf(rawTicket);
  const loggedIn = useSession((s) => !!s.user);
  const ask = useLoginTicketAsk(ticket, loggedIn);
  const [done, setDone] = useState<Decision | null>(null);
  const deciding = useAction(({ id, allow }: { id: string; allow: boolean }) => decideLoginTicket(id, allow));
  const { run, busy } = deciding;
  const decide = useCallback(
    async (allow: boolean) => {
      if (!ticket) return;
      const out = await run({ id: ticket, allow });
      if (out.ok) setDone(out.result);
    },
    [ticket, run],
  );
  const facts = ask.data ? ticketFacts(ask.data) : null;
  return { ticket, loggedIn, ask, facts, busy, done, decide };
}
