// The TV side of scan-to-login (issue 12): while the login page is open the app socket stays
// connected, asks for a login ticket (`loginTicket`, acked with the QR text), and waits for
// `scanLogin`. Confirmed: the user with the fresh token is stored (the session binding then
// sends `conn` with it) and the page is told, with no reload. Refused or expired: the page says
// so and offers a fresh code. A shown code is replaced before its 2 minutes run out.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LOGIN_TICKET_SOCKET_EVENT, loginTicketAckSchema, scanLoginEventSchema } from '@src/api/contract/account';
import { userSchema, type User } from '@src/api/contract/common';
import { realtime } from '@src/features/socket';
import { sessionStore } from '@src/stores/session';
import { getVisitorId } from '@src/stores/visitor';
import { qrImageUrl } from '@src/lib/qr-code';

export type TvScanState =
  | { phase: 'loading' }
  | { phase: 'ready'; qrText: string; image: string; expiresAt: number }
  | { phase: 'refused' | 'expired' | 'failed'; message: string };

/** How long before its expiry a shown code is replaced by a fresh one. */
export const REFRESH_BEFORE_S = 15;
const ACK_TIMEOUT_MS = 10_000;

interface Envelope { ret?: unknown; msg?: unknown; data?: unknown }

/** When to ask for the next code, in ms after receiving one that lives `expireSeconds`. */
export const refreshDelayMs = (expireSeconds: number) => Math.max(5, expireSeconds - REFRESH_BEFORE_S) * 1000;

/** Stores the signed-in user as a password login does. */
function signIn(user: User): void {
  const s = sessionStore.getState();
  s.setUser(user);
  s.setLoginValid(true);
}

export function useTvScanLogin(onSignedIn: (user: User) => void, enabled = true): { state: TvScanState; refresh: () => void } {
  const [state, setState] = useState<TvScanState>({ phase: 'loading' });
  const signedIn = useRef(onSignedIn);
  const ask = useRef<() => void>(() => undefined);
  useEffect(() => {
    signedIn.current = onSignedIn;
  }, [onSignedIn]);

  useEffect(() => {
    if (!enabled) return undefined;
    // The generation of the code asked for: an answer for an older one is dropped.
    let gen = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const clearTimer = () => {
      if (timer) clearTimeout(timer);
      timer = null;
    };
    const refresh = () => {
      const mine = ++gen;
      clearTimer();
      setState({ phase: 'loading' });
      void (async () => {
        let message = '';
        try {
          const reply = (await realtime.request(LOGIN_TICKET_SOCKET_EVENT, { deviceId: getVisitorId() }, ACK_TIMEOUT_MS)) as Envelope | null;
          message = typeof reply?.msg === 'string' ? reply.msg : '';
          if (reply?.ret === 200 && loginTicketAckSchema.check(reply.data) === null) {
            const data = reply.data as { qrText: string; expireSeconds: number };
            const image = await qrImageUrl(data.qrText);
            if (mine !== gen) return;
            setState({ phase: 'ready', qrText: data.qrText, image, expiresAt: Date.now() + data.expireSeconds * 1000 });
            timer = setTimeout(() => {
              if (mine === gen) refresh();
            }, refreshDelayMs(data.expireSeconds));
            return;
          }
        } catch {
          message = '';
        }
        if (mine === gen) setState({ phase: 'failed', message });
      })();
    };
    ask.current = refresh;
    const release = realtime.hold();
    const off = realtime.on('scanLogin', (payload) => {
      if (scanLoginEventSchema.check(payload) !== null) return;
      const ev = payload as { status: 'confirmed' | 'refused' | 'expired'; msg: string; user?: unknown };
      gen++;
      clearTimer();
      if (ev.status === 'confirmed' && ev.user && userSchema.check(ev.user) === null) {
        signIn(ev.user as User);
        signedIn.current(ev.user as User);
        return;
      }
      setState({ phase: ev.status === 'confirmed' ? 'failed' : ev.status, message: ev.msg });
    });
    refresh();
    return () => {
      gen++;
      clearTimer();
      ask.current = () => undefined;
      off();
      release();
    };
  }, [enabled]);

  const refresh = useCallback(() => ask.current(), []);
  return { state, refresh };
}
