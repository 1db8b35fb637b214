// The two extra steps of the account forms, for both layouts (issue 27): the image captcha a login
// needs once its account failed a few times (points 3), and the code a phone or e-mail
// registration needs (point 7a). Views show what these give and call their intents.
import { useCallback, useState } from 'react';
import { done, stay, useStep } from '@src/data/use-step';
import { useResource } from '@src/data/use-resource';
import { useSecondsLeft } from '@src/lib/use-seconds-left';
import { isPhoneLike, needsRegisterCode, type CaptchaAnswer } from './auth-rules';
import { sendRegisterCode, type AuthOutcome } from './auth-actions';
import { call } from '@src/api/call';
import { authKeys } from './auth-keys';

interface CaptchaImage {
  captchaId: string;
  /** data:image/svg+xml URL. */
  image: string;
}

// Each image is asked for under a key of its own: a captcha is spent by one try, so an image from
// the cache (another mount, another form) must never be shown again.
let imageSeq = 0;

/**
 * The login captcha: hidden until the server asks for it, then an image (GetCaptcha), the typed
 * answer and a refresh. After each failed login that reached the server the image is replaced
 * (the one sent is spent).
 */
export function useLoginCaptcha() {
  const [needed, setNeeded] = useState(false);
  const [nonce, setNonce] = useState(() => ++imageSeq);
  const [answer, setAnswer] = useState('');
  // The account family's contract loads only when a captcha is needed (not on the login page's path).
  const image = useResource<CaptchaImage>(
    authKeys.loginCaptcha(nonce),
    async (signal) => call((await import('@src/api/contract/account')).getCaptcha, {}, { signal }),
    { enabled: needed, staleTime: Infinity },
  );
  const refresh = useCallback(() => {
    setAnswer('');
    setNonce(++imageSeq);
  }, []);
  /** What the next login sends: null while no captcha is asked for. */
  const solved: CaptchaAnswer | null = needed ? { captchaId: image.data?.captchaId ?? '', answer } : null;
  /** After a submit: shows a fresh image when the server asks for one or the shown one was spent. */
  const settle = useCallback(
    (out: AuthOutcome) => {
      if (out.ok || !out.sent) return;
      if (out.captcha) setNeeded(true);
      if (out.captcha || needed) refresh();
    },
    [needed, refresh],
  );
  return { needed, image: image.data?.image ?? null, captchaId: image.data?.captchaId ?? null, answer, setAnswer, refresh, solved, settle };
}

export type LoginCaptcha = ReturnType<typeof useLoginCaptcha>;

/**
 * The registration code of a phone or e-mail account: whether the account needs one, the send
 * (获取验证码) and the wait before another (a countdown in seconds).
 */
export function useRegisterCode(account: string, areaCode: string) {
  const [resendAt, setResendAt] = useState(0);
  const left = useSecondsLeft(resendAt);
  /** Where the code goes, as the user reads it ('+86 13800000000' or the e-mail). */
  const target = isPhoneLike(account) ? `${areaCode} ${account.trim()}` : account.trim();
  /** Sends a code (not while the wait runs): done says where it went; a refused check stays with its key. */
  const send = useStep(async () => {
    if (resendAt > Date.now()) return stay(null);
    const out = await sendRegisterCode(account, areaCode);
    if (!out || typeof out !== 'object') return stay(out);
    setResendAt(out.resendAt);
    return done(undefined, { key: 'account.codeSentTo', params: { target } });
  });
  return { needed: needsRegisterCode(account), left, sending: send.busy, send, target };
}

export type RegisterCode = ReturnType<typeof useRegisterCode>;
