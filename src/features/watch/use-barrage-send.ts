// The barrage-send flow, once for both layouts: a guest is sent to /login (back here after);
// a refused check is toasted; a failure was shown by the request layer, except when the API
// could not be reached at all: then the box says the barrage was not sent (`notice`, and a toast)
// and the view keeps the text for a resend; once sent, nothing says "sent" (spec 002 §4: the
// results of barrage calls are not shown; the barrage itself appears on the player at once), and
// the reward status after it (GetBarrageCoin) is toasted. Every send of one unsent text carries
// that text's idempotency key (barrage-send-key.ts), so a resend never stores it twice.
import { useCallback, useRef, useState } from 'react';
import type { Next } from '@src/lib/next';
import { href } from '@src/routes/href';
import { currentRoutePath } from '@src/routes/router-mode';
import { useSession } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { BarrageSendKeys } from './barrage-send-key';
import { barrageCoinText, type BarrageCoinStatus } from './use-barrage-coin';
import type { LiveBarrage } from './use-live-barrage';
import { ws } from './watch-strings';

/** The not-sent toast stays longer than a plain one: the user has to read that the text was kept. */
const UNSENT_TOAST_MS = 3000;

/** After a send: where to go (a guest to /login), or whether it was sent (the view then clears its input). */
export type BarrageSendOutcome = Next | { sent: boolean };

export interface BarrageSend {
  busy: boolean;
  /** Shown by the send box while its text is one the API could not be reached for; null otherwise. */
  notice: string | null;
  send(text: string): Promise<BarrageSendOutcome>;
}

export function useBarrageSend(live: LiveBarrage, coin: { refresh(): Promise<BarrageCoinStatus | null> }): BarrageSend {
  const loggedIn = useSession((s) => s.user !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const keys = useRef<BarrageSendKeys | null>(null);
  keys.current ??= new BarrageSendKeys();
  const { send: sendLive } = live;
  const { refresh } = coin;
  const send = useCallback(
    async (text: string): Promise<BarrageSendOutcome> => {
      if (!loggedIn) return { next: href('Login', {}, { redirect: currentRoutePath() }) };
      setNotice(null);
      const sendKeys = keys.current as BarrageSendKeys;
      const out = await sendLive(text, sendKeys.keyFor(text));
      if (!out.sent) {
        if (out.unreachable) {
          setNotice(ws('danmuSendFailed'));
          toast(ws('danmuSendFailed'), UNSENT_TOAST_MS);
        } else if (out.problem) toast(out.problem);
        return { sent: false };
      }
      sendKeys.sent(text);
      const status = await refresh();
      if (status) toast(barrageCoinText(status));
      return { sent: true };
    },
    [loggedIn, sendLive, refresh],
  );
  return { busy: live.sending, notice, send };
}
