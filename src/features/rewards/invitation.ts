// /invitation (the user's code, its link as a QR code, the people invited) and
// /inputInvitationCode (entering someone's code once; both sides are rewarded once, by the
// server). The QR library is loaded only when the page draws the code.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@src/api/call';
import { ApiError } from '@src/api/errors';
import { getInvitationInfo, inputInvitationCode, INVITATION_CODE_PATTERN } from '@src/api/contract/account';
import type { ReplyOf } from '@src/api/contract/endpoint';
import { useResource } from '@src/data/use-resource';
import { useQrCode } from '@src/lib/qr-code';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { t, type MessageKey } from '@src/i18n';
import { afterGoldMove } from './gold-sync';
import { REWARD_KEYS } from './rewards-keys';
import { useAction } from '@src/data/use-action';

export type InvitationInfo = ReplyOf<typeof getInvitationInfo>;
export const INVITATION_CODE_CHARS = 8;

/** The code as the server stores it: no spaces, upper case. */
export const normalizeInvitationCode = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/** Why the code cannot be sent yet (null: it can). Own code is refused before asking. */
export function invitationCodeProblem(raw: string, ownCode?: string): MessageKey | null {
  const code = normalizeInvitationCode(raw);
  if (!code) return 'rewards.codeRequired';
  if (!new RegExp(INVITATION_CODE_PATTERN).test(code)) return 'rewards.codeFormat';
  if (ownCode && code === ownCode.toUpperCase()) return 'rewards.codeOwn';
  return null;
}

const fetchInvitation = (signal?: AbortSignal) => call(getInvitationInfo, {}, { signal });

export function useInvitation() {
  const info = useResource<InvitationInfo>(REWARD_KEYS.invitation(), fetchInvitation);
  const qr = useQrCode(info.data?.link ?? '');
  return { info, qr };
}

export function useInputInvitationCode(onDone: () => void) {
  const client = useQueryClient();
  // The own code and whether a code was entered already: asked before the form is used.
  const info = useResource<InvitationInfo>(REWARD_KEYS.invitation(), fetchInvitation);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enter = useAction(async (c: string) => {
    try {
      const r = await call(inputInvitationCode, { code: c }, { ignoreErrors: true });
      // Past the inviter's daily cap the invitee is still paid, and told the inviter was not.
      toast(t(r.inviterRewarded ? 'rewards.codeDone' : 'rewards.codeDoneOverCap', { n: r.reward }), TOAST_MEDIUM_MS);
      await afterGoldMove(client, r.gold);
      onDone();
    } catch (e) {
      // The server's reason (unknown code, entered before, own code) shown at the field.
      setError(e instanceof ApiError && e.kind === 'ret' ? e.message : t('errors.loadFailed'));
    }
  });
  const { run, busy } = enter;
  const submit = useCallback(async () => {
    if (busy) return;
    if (info.data?.codeEntered) {
      setError(t('rewards.codeEntered'));
      return;
    }
    const problem = invitationCodeProblem(code, info.data?.code);
    if (problem) {
      setError(t(problem));
      return;
    }
    setError(null);
    await run(normalizeInvitationCode(code));
  }, [busy, run, code, info.data]);
  const change = useCallback((v: string) => {
    setCode(v.slice(0, 16));
    setError(null);
  }, []);
  return { info, code, setCode: change, submit, busy, error, entered: !!info.data?.codeEntered };
}
