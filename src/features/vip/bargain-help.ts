// The friend's side of a bargain (issue 28 point 2): the page at the bargain's data.url
// (/activityRules?bargainKey=) shows the owner, the package, the price left and the countdown.
// A signed-in friend cuts once under the server's rules; a refusal shows the server's Chinese
// reason on the page (and in the request layer's toast). A visitor is sent to log in and comes
// back here after it. The owner copies the link from here to share it.
import { useCallback, useState } from 'react';
import { call } from '@src/api/call';
import { ApiError } from '@src/api/errors';
import { getBargainDetail, helpBargain, type BargainDetail } from '@src/api/contract/vip';
import { useAction } from '@src/data/use-action';
import { useResource } from '@src/data/use-resource';
import type { ResourceStatus } from '@src/data/status';
import type { Next } from '@src/lib/next';
import { href } from '@src/routes/href';
import { currentRoutePath } from '@src/routes/router-mode';
import { useSession } from '@src/stores/session';
import { bargainHelpStage, bargainKeyOf, type BargainHelpStage } from './bargain-help-rules';
import { copyBargainLink } from './bargain-link';
import { useBargainCountdown } from './use-bargain-countdown';
import { vipKeys } from './vip-keys';

export interface BargainHelp {
  status: ResourceStatus;
  reload(): void;
  detail: BargainDetail | null;
  /** What the viewer can do; null until the bargain is in. */
  stage: BargainHelpStage | null;
  secondsLeft: number;
  busy: boolean;
  /** The cut this viewer just made. */
  cut: number | null;
  /** The server's reason for refusing the last cut. */
  refusal: string | null;
  /** Cuts (a signed-in friend), or the login that comes back here (a visitor). */
  help(): Promise<Next | null>;
  /** The owner copies the link to share it. */
  copyLink(): Promise<void>;
}

/** The bargain of an /activityRules address; null when the address has no bargain key. */
export function useBargainHelp(search: string): BargainHelp | null {
  const key = bargainKeyOf(search);
  const help = useBargainHelpOf(key ?? '', key !== null);
  return key ? help : null;
}

function useBargainHelpOf(key: string, enabled: boolean): BargainHelp {
  const uid = useSession((s) => s.user?.id ?? 0);
  const res = useResource(vipKeys.bargainDetail(key, uid), (signal) => call(getBargainDetail, { key }, { signal }), { enabled });
  const detail = res.data ?? null;
  const { reload } = res;
  const left = useBargainCountdown(detail?.endTime ?? 0, detail?.type === 1, reload);
  const [refusal, setRefusal] = useState<string | null>(null);
  const action = useAction(
    () =>
      call(helpBargain, { key }).catch((err: unknown) => {
        if (err instanceof ApiError && err.kind === 'ret') setRefusal(err.message);
        throw err;
      }),
    { touches: () => [vipKeys.bargainDetail(key, uid)] },
  );
  const { run } = action;

  const help = useCallback(async (): Promise<Next | null> => {
    if (!uid) return { next: href('Login', {}, { redirect: currentRoutePath() }) };
    setRefusal(null);
    await run(undefined);
    return null;
  }, [uid, run]);

  const copyLink = useCallback(() => copyBargainLink(href('ActivityRules', {}, { bargainKey: key })), [key]);

  return {
    status: res.status,
    reload,
    detail,
    stage: detail ? bargainHelpStage(detail, uid !== 0, left) : null,
    secondsLeft: left,
    busy: action.busy,
    cut: action.result?.cut ?? null,
    refusal,
    help,
    copyLink,
  };
}
