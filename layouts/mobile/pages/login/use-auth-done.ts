import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthSubmit, type AuthMode, type LoginCaptcha, type RegisterInput } from '@src/features/auth';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { useCarryOut } from '../../shell/use-carry-out';
import { useMt } from '../../text';

/**
 * The phone's login and register forms over the one submit of src/features/auth: a refused
 * check is toasted, a success leaves where the feature says.
 */
export function useAuthForm(mode: AuthMode, input: () => RegisterInput, areaCode: () => string, captcha?: LoginCaptcha) {
  const t = useMt();
  const { search } = useLocation();
  const carryOut = useCarryOut();
  const s = useAuthSubmit(mode, search, captcha);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const out = await s.submit(input(), areaCode());
    if (!('stay' in out)) carryOut(out);
    else if (out.problem) toast(t(out.problem), TOAST_MEDIUM_MS);
  };
  return { busy: s.busy, onSubmit };
}
