// The submit of the login and register forms, once for both layouts: a refused check gives its
// message key (the TV shows it in the form, the phone toasts it), one send at a time, and on
// success the session is stored, 登录成功 / 注册成功 is toasted and the form is told where to
// go (?redirect=, else back, else mine). On a server refusal the request layer has shown its
// message and the form keeps its input; a login's captcha goes with the try and is replaced
// after it.
import { useCallback } from 'react';
import { ActionProblem, useAction } from '@src/data/use-action';
import { t, type MessageKey } from '@src/i18n';
import type { Next } from '@src/lib/next';
import { historyIndex } from '@src/routes/history-index';
import { toast } from '@src/stores/ui';
import { submitAuth, type AuthMode } from './auth-actions';
import { afterAuth, type RegisterInput } from './auth-rules';
import type { LoginCaptcha } from './use-auth-steps';

/** The form stays: the refused check's key, or null (the server's message was shown, or a send is on its way). */
export interface AuthStay {
  stay: true;
  problem: MessageKey | null;
}

export interface AuthSubmit {
  busy: boolean;
  /** The last refused check, for a form that shows it in place; null when none. */
  error: MessageKey | null;
  submit(input: RegisterInput, areaCode: string): Promise<Next | AuthStay>;
}

/** `search`: the page's query (its `redirect`). */
export function useAuthSubmit(mode: AuthMode, search: string, captcha?: LoginCaptcha): AuthSubmit {
  const settle = captcha?.settle;
  const solved = mode === 'login' ? (captcha?.solved ?? null) : null;
  const action = useAction(async ({ input, areaCode }: { input: RegisterInput; areaCode: string }) => {
    const out = await submitAuth(mode, input, areaCode, solved);
    settle?.(out);
    if (!out.ok) throw new ActionProblem(out.problem);
    return out;
  });
  const { run } = action;
  const submit = useCallback(
    async (input: RegisterInput, areaCode: string): Promise<Next | AuthStay> => {
      const out = await run({ input, areaCode });
      if (!out.ok) return { stay: true, problem: out.error };
      toast(t(out.result.message));
      return afterAuth(search, historyIndex());
    },
    [run, search],
  );
  return { busy: action.busy, error: action.error, submit };
}
