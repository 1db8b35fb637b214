// Youth mode for both layouts: the state (settings rows read it) and the page's PIN flow.
import { useCallback, useRef, useState } from 'react';
import type { YouthState } from '@src/api/contract/youth';
import { useAction } from '@src/data/use-action';
import { useResource } from '@src/data/use-resource';
import { t } from '@src/i18n';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { fetchYouthState, resetYouthPin, sendYouthResetCode, turnYouthOff, turnYouthOn } from './youth-data';
import { youthKeys } from './youth-keys';
import { codeComplete, firstStep, minutesOf, pinAfter, pinComplete, type YouthStep } from './youth-rules';

const everything = () => [youthKeys.everything()];

export function useYouthState() {
  return useResource<YouthState>(youthKeys.state(), (signal) => fetchYouthState(signal));
}

/** The /youth page: status, the PIN pad's input and what a full PIN does at each step. */
export function useYouthPage() {
  const state = useYouthState();
  const on = state.data?.on ?? false;
  const [stepOverride, setStep] = useState<YouthStep | null>(null);
  const [pin, setPinState] = useState('');
  // The digits typed so far, also between renders: two quick key presses both count.
  const pinRef = useRef('');
  const setPin = useCallback((next: string | ((p: string) => string)) => {
    pinRef.current = typeof next === 'function' ? next(pinRef.current) : next;
    setPinState(pinRef.current);
  }, []);
  const [firstPin, setFirstPin] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState('');
  // The step follows the server's state unless the flow moved on (confirm, reset).
  const step: YouthStep = stepOverride && (stepOverride === 'confirm' ? !on : on) ? stepOverride : firstStep(on);

  const turnOn = useAction(turnYouthOn, { touches: everything });
  const turnOff = useAction(turnYouthOff, { touches: everything });
  const sendCode = useAction(sendYouthResetCode);
  const reset = useAction(resetYouthPin, { touches: everything });

  const restart = useCallback((next: YouthStep | null) => {
    setPin('');
    setFirstPin('');
    setStep(next);
  }, [setPin]);

  /** A full PIN: what the step does with it. Server refusals are told by the request layer. */
  const submit = useCallback(
    async (full: string) => {
      if (step === 'set') {
        setFirstPin(full);
        setPin('');
        setStep('confirm');
        return;
      }
      if (step === 'confirm') {
        if (full !== firstPin) {
          toast(t('youth.pinMismatch'), TOAST_MEDIUM_MS);
          restart(null);
          return;
        }
        const out = await turnOn.run(full);
        restart(null);
        if (out.ok) toast(t('youth.turnedOn'), TOAST_MEDIUM_MS);
        return;
      }
      if (step === 'off') {
        const out = await turnOff.run(full);
        setPin('');
        if (out.ok) toast(t('youth.turnedOff'), TOAST_MEDIUM_MS);
        else void state.refresh();
        return;
      }
      if (!codeComplete(code)) {
        toast(t('youth.codeRequired'), TOAST_MEDIUM_MS);
        setPin('');
        return;
      }
      const out = await reset.run({ code, pin: full });
      setPin('');
      if (out.ok) {
        setCode('');
        restart(null);
        toast(t('youth.resetDone'), TOAST_MEDIUM_MS);
      }
    },
    [step, firstPin, code, turnOn, turnOff, reset, restart, state, setPin],
  );

  const press = useCallback(
    (key: string) => {
      const before = pinRef.current;
      const next = pinAfter(before, key);
      setPin(next);
      if (next !== before && pinComplete(next)) void submit(next);
    },
    [setPin, submit],
  );
  const backspace = useCallback(() => setPin((p) => p.slice(0, -1)), [setPin]);
  const clear = useCallback(() => setPin(''), [setPin]);

  const forgot = useCallback(async () => {
    const out = await sendCode.run();
    if (!out.ok) return;
    setSentTo(out.result.to);
    setCode('');
    restart('reset');
  }, [sendCode, restart]);

  const s = state.data;
  const prompt =
    step === 'set' ? t('youth.setPin') : step === 'confirm' ? t('youth.confirmPin') : step === 'reset' ? t('youth.newPin') : t('youth.enterPin');
  return {
    state,
    on,
    step,
    prompt,
    pin,
    press,
    backspace,
    clear,
    busy: turnOn.busy || turnOff.busy || reset.busy,
    usage: s ? t('youth.usedToday', { used: minutesOf(s.usedSeconds), left: minutesOf(s.remainingSeconds) }) : '',
    blockReason: s?.blockReason ?? '',
    lockedUntil: s?.lockedUntil ?? 0,
    canReset: s?.canReset ?? false,
    forgot,
    sending: sendCode.busy,
    sentTo,
    code,
    setCode: (v: string) => setCode(v.replace(/\D/g, '').slice(0, 6)),
    cancelReset: () => restart(null),
  };
}

export type YouthPage = ReturnType<typeof useYouthPage>;
