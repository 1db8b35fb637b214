// A form step: one write (on useAction) whose end the feature decides, so the two layouts only
// carry it out. Done: what to say (a toast) and where to go next (a Next), both optional. Stays:
// the refused check's message key (the TV shows it in the form, the phone toasts it), or null
// when the request layer has already shown the server's message or a send is on its way.
import { useCallback } from 'react';
import type { MessageKey, MessageParams } from '../i18n';
import type { Next } from '../lib/next';
import { ActionProblem, useAction, type ActionOptions } from './use-action';

export interface Notice {
  key: MessageKey;
  params?: MessageParams;
}

export type StepEnd = { ok: true; next?: Next; notice?: Notice } | { ok: false; problem: MessageKey | null };

/** A step's end when it stays on the form. */
export const stay = (problem: MessageKey | null): StepEnd => ({ ok: false, problem });

/** A step's end when it is done: where to go (none: the page stays) and what to say. */
export const done = (next?: Next, notice?: Notice): StepEnd => ({ ok: true, ...(next ? { next } : {}), ...(notice ? { notice } : {}) });

export interface Step<I> {
  busy: boolean;
  /** The last refused check; null when none (or the server's own message was shown). */
  problem: MessageKey | null;
  /** Runs the step (never rejects); a second run while one is on its way stays with no problem. */
  run(input: I): Promise<StepEnd>;
}

export function useStep<I = void>(write: (input: I) => Promise<StepEnd> | StepEnd, options: ActionOptions<I, StepEnd> = {}): Step<I> {
  const action = useAction(async (input: I) => {
    const end = await write(input);
    if (!end.ok) throw new ActionProblem(end.problem);
    return end;
  }, options);
  const { run: start } = action;
  const run = useCallback(async (input: I): Promise<StepEnd> => {
    const out = await start(input);
    return out.ok ? out.result : stay(out.error);
  }, [start]);
  return { busy: action.busy, problem: action.error, run };
}
