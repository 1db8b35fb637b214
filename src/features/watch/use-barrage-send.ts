// The barrage-send flow, once for both layouts: a guest is sent to /login (back here after);
// a refused check is toasted; a failure was shown by the request layer; once sent, nothing says
// "sent" (spec 002 §4: the results of barrage calls are not shown; the barrage itself appears
// on the player at once), and the reward status after it (GetBarrageCoin) is toasted.
import { useCallback } from 'react';
import type { Next } from '@src/lib/next';
import { href } from '@src/routes/href';
import { currentRoutePath } from '@src/routes/router-mode';
import { useSession } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { barrageCoinText, type BarrageCoinStatus } from './use-barrage-coin';
import type { LiveBarrage } from './use-live-barrage';

/** After a send: where to go (a guest to /login), or whether it was sent (the view then clears its input). */
export type BarrageSendOutcome = Next | { sent: boolean };

export interface BarrageSend {
  busy: boolean;
  send(text: string): Promise<BarrageSendOutcome>;
}

export function useBarrageSend(live: LiveBarrage, coin: { refresh(): Promise<BarrageCoinStatus | null> }): BarrageSend {
  const loggedIn = useSession((s) => s.user !== null);
  const { send: sendLive } = live;
  const { refresh } = coin;
  const send = useCallback(
    async (text: string): Promise<BarrageSendOutcome> => {
      if (!loggedIn) return { next: href('Login', {}, { redirect: currentRoutePath() }) };
      const out = await sendLive(text);
      if (!out.sent) {
        if (out.problem) toast(out.problem);
        return { sent: false };
      }
      const status = await refresh();
      if (status) toast(barrageCoinText(status));
      return { sent: true };
    },
    [loggedIn, sendLive, refresh],
  );
  return { busy: live.sending, send };
}
