// The bargain block (spec 000 §4): status 0 invite / 1 joined (open the activity link, countdown) /
// 2 finished (price, or free claim at 0). Joining needs the rules agreed in a dialog first and
// a login; giving up asks 确定放弃本轮活动吗？ 此优惠将不再保留 and reloads the pay info; a free
// claim shows the success overlay for 3 s, then the pay info reloads on the first tab. When the
// countdown ends the status is asked again 3 s later.
import { useCallback, useEffect, useState } from 'react';
import { call } from '@src/api/call';
import { getUserBargainStatus, giveUpBargain, joinBargain, receiveBargainForFree, type BargainInfo } from '@src/api/contract/vip';
import { navigate } from '@src/api/navigator';
import { useResource } from '@src/data/use-resource';
import { t } from '@src/i18n';
import { href } from '@src/routes/href';
import { currentRoutePath } from '@src/routes/router-mode';
import { useSession } from '@src/stores/session';
import { openDialog } from '@src/stores/ui';
import { bargainIntents, bargainStage, FREE_CLAIM_OVERLAY_MS, type BargainIntent, type BargainStage } from './bargain-rules';
import { useBargainCountdown } from './use-bargain-countdown';
import { afterVipChange } from './vip-grant';
import { copyBargainLink, openBargainLink } from './bargain-link';
import { vipKeys } from './vip-keys';

export interface BargainModel {
  info: BargainInfo | null;
  /** Where the bargain stands; null while there is none to show. */
  stage: BargainStage | null;
  secondsLeft: number;
  overlay: boolean;
  join(packageId: number): Promise<void>;
  giveUp(): Promise<void>;
  claimFree(): Promise<void>;
  copyLink(): Promise<void>;
  /** Opens the activity page of the bargain (data.url), where friends cut and the owner shares. */
  openLink(): void;
  /** The intents allowed now for the chosen package (what the block's buttons offer). */
  intents(packageId: number | null): readonly BargainIntent[];
  /** Carries out an intent. */
  run(intent: BargainIntent, packageId: number | null): Promise<void>;
}

export function useBargain(reloadPayInfo: () => void, showFirstTab: () => void): BargainModel {
  const uid = useSession((s) => s.user?.id ?? 0);
  const res = useResource(vipKeys.bargain(uid), (signal) => call(getUserBargainStatus, {}, { signal, ignoreErrors: true }));
  const info = res.data ?? null;
  const { reload } = res;
  const running = info?.type === 1 && info.endTime > 0;
  const left = useBargainCountdown(info?.endTime ?? 0, running, reload);

  const [overlay, setOverlay] = useState(false);
  useEffect(() => {
    if (!overlay) return undefined;
    const id = setTimeout(() => {
      setOverlay(false);
      reloadPayInfo();
      showFirstTab();
    }, FREE_CLAIM_OVERLAY_MS);
    return () => clearTimeout(id);
  }, [overlay, reloadPayInfo, showFirstTab]);

  const join = useCallback(
    async (packageId: number) => {
      if (!uid) {
        navigate(href('Login', {}, { redirect: currentRoutePath() }));
        return;
      }
      const v = await openDialog({ title: t('vip.bargainAgreeTitle'), message: t('vip.bargainAgree'), buttons: [{ text: t('vip.bargainRules'), value: 'rules' }, { text: t('vip.bargainAgreeButton'), value: 'agree' }] });
      if (v === 'rules') navigate(href('ActivityRules'));
      if (v !== 'agree') return;
      await call(joinBargain, { ProductID: packageId, agree: 1 }).catch(() => null);
      reload();
    },
    [uid, reload],
  );

  const giveUp = useCallback(async () => {
    if (!info?.key) return;
    const v = await openDialog({ title: t('dialogs.giveUpBargain'), message: t('dialogs.giveUpBargainSub'), buttons: [{ text: t('common.cancel'), value: 'no' }, { text: t('common.confirm'), value: 'yes' }] });
    if (v !== 'yes') return;
    await call(giveUpBargain, { key: info.key }).catch(() => null);
    reload();
    reloadPayInfo();
  }, [info, reload, reloadPayInfo]);

  const claimFree = useCallback(async () => {
    if (!info?.key) return;
    const ok = await call(receiveBargainForFree, { key: info.key }).then(() => true, () => false);
    if (!ok) return;
    afterVipChange();
    setOverlay(true);
    reload();
  }, [info, reload]);

  const copyLink = useCallback(async () => {
    if (info?.url) await copyBargainLink(info.url);
  }, [info]);

  const openLink = useCallback(() => {
    if (info?.url) openBargainLink(info.url);
  }, [info]);

  const stage = info ? bargainStage(info) : null;
  const intents = useCallback((packageId: number | null) => (stage ? bargainIntents(stage, packageId) : []), [stage]);
  const run = useCallback(
    async (intent: BargainIntent, packageId: number | null) => {
      if (intent === 'join') {
        if (packageId !== null) await join(packageId);
      } else if (intent === 'openLink') openLink();
      else if (intent === 'claimFree') await claimFree();
      else await giveUp();
    },
    [join, openLink, claimFree, giveUp],
  );

  return { info, stage, secondsLeft: left, overlay, join, giveUp, claimFree, copyLink, openLink, intents, run };
}
