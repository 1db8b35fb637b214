// Share-to-unlock steps (spec 000 §4, §5, §9): 1 share the link, 2 thanks, 3 pay. Step 3 is
// fixed on the first tab or when the activity is not type 0. "I have shared" works only after
// the share text was copied and the page was then hidden for about 3 s (the user went to
// another app to share), or when page-visibility detection is unsupported.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RechargeActivity } from '@src/api/contract/vip';
import { call } from '@src/api/call';
import { getRechargeActivity } from '@src/api/contract/vip';
import { useResource } from '@src/data/use-resource';
import { t } from '@src/i18n';
import { openDialog, toast } from '@src/stores/ui';
import { sessionGet, sessionSet } from '@src/lib/storage';
import { copyText } from '../download';
import { vipKeys } from './vip-keys';

export const SHARE_HIDDEN_MS = 3000;

export type ShareStep = 1 | 2 | 3;

const SHARE_PROGRESS_KEY = 'vipShareProgress';
const keptShareProgress = (): ShareStep => {
  const v = sessionGet(SHARE_PROGRESS_KEY);
  return v === '2' ? 2 : v === '3' ? 3 : 1;
};

export class ShareGate {
  private copied = false;
  private hiddenAt: number | null = null;
  private leftLongEnough = false;

  constructor(private readonly visibilitySupported: boolean) {}

  copyDone(ok: boolean): void {
    if (ok) this.copied = true;
  }

  visibility(hidden: boolean, now: number): void {
    if (!this.copied) return;
    if (hidden) this.hiddenAt = now;
    else if (this.hiddenAt !== null) {
      if (now - this.hiddenAt >= SHARE_HIDDEN_MS) this.leftLongEnough = true;
      this.hiddenAt = null;
    }
  }

  get canConfirm(): boolean {
    return this.copied && (this.leftLongEnough || !this.visibilitySupported);
  }
}

/** The step shown: 3 on the first tab or without a type-0 activity, else the user's progress. */
export function shareStep(categoryIndex: number, activity: Pick<RechargeActivity, 'status' | 'type'> | null, progress: ShareStep): ShareStep {
  if (categoryIndex === 0 || !activity || activity.status !== 1 || activity.type !== 0) return 3;
  return progress;
}

export function useShareUnlock(categoryIndex: number) {
  const res = useResource(vipKeys.rechargeActivityRaw(), (signal) => call(getRechargeActivity, {}, { signal, ignoreErrors: true }));
  const activity = res.data ?? null;
  const gate = useMemo(() => new ShareGate(typeof document !== 'undefined' && typeof document.visibilityState === 'string'), []);
  // Once shared, the step is kept for the session: coming back to the page (from /choseAddress,
  // the pay pages, the rules) does not ask for another share.
  const [progress, setProgressState] = useState<ShareStep>(keptShareProgress);
  const setProgress = useCallback((p: ShareStep) => {
    sessionSet(SHARE_PROGRESS_KEY, String(p));
    setProgressState(p);
  }, []);
  const [, bump] = useState(0);
  useEffect(() => {
    const on = () => {
      gate.visibility(document.visibilityState === 'hidden', Date.now());
      bump((n) => n + 1);
    };
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, [gate]);

  const copy = useCallback(async () => {
    const text = `${activity?.shareText ?? ''} ${location.origin}`.trim();
    const ok = await copyText(text);
    gate.copyDone(ok);
    bump((n) => n + 1);
    if (ok) void openDialog({ title: t('dialogs.copySuccessTitle'), message: t('dialogs.copySuccessMessage'), buttons: [{ text: t('common.confirm'), value: 'ok' }] });
    else toast(t('errors.copyFailed'));
  }, [activity, gate]);

  const confirmShared = useCallback(() => {
    if (!gate.canConfirm) {
      toast(t('vip.shareFirst'));
      return;
    }
    setProgress(2);
  }, [gate, setProgress]);

  return {
    step: shareStep(categoryIndex, activity, progress),
    activity,
    canConfirm: gate.canConfirm,
    copy,
    confirmShared,
    toPay: useCallback(() => setProgress(3), [setProgress]),
  };
}
