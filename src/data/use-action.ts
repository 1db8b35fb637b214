// The one write primitive (over TanStack useMutation): busy while the write is on its way, the
// failure as a message key, the last result, and the keys the write changes marked stale after
// it succeeds. A second start while busy is refused at once (a double tap on pay sends once),
// checked on a ref so two taps within one render cannot both pass.
import { useCallback, useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import type { MessageKey } from '../i18n';
import { invalidateAfterWrite } from './invalidate';

/**
 * A refused write: its message key becomes the action's error (a check of the input), or null
 * when the server refused and the request layer has already shown its message.
 */
export class ActionProblem extends Error {
  readonly key: MessageKey | null;
  constructor(key: MessageKey | null) {
    super(key ?? 'refused');
    this.name = 'ActionProblem';
    this.key = key;
  }
}

/**
 * The message key of a failure. A server refusal ('ret', 'session') gives null: the request
 * layer has already shown the server's own message, a second text would repeat it.
 */
export function actionErrorKey(err: unknown): MessageKey | null {
  if (err instanceof ActionProblem) return err.key;
  if (err instanceof ApiError) {
    if (err.kind === 'network') return 'errors.network';
    if (err.kind === 'timeout') return 'errors.timeout';
    if (err.kind === 'aborted') return 'errors.aborted';
    if (err.kind === 'bad-reply') return 'errors.badReply';
    return null;
  }
  return 'errors.loadFailed';
}

export interface ActionOptions<I, R> {
  /** The query keys the write changed (typed factories' keys): stale after a success. */
  touches?: (result: R, input: I) => readonly QueryKey[];
  /** 'none' when the write already edited the cache itself: only the next view asks again. */
  refetch?: 'active' | 'none';
}

export type ActionStatus = 'idle' | 'busy' | 'done' | 'failed';

/** How one run ended: its result, or why not (`busy`: refused, one was already on its way). */
export type ActionOutcome<R> = { ok: true; result: R } | { ok: false; error: MessageKey | null; busy: boolean };

export interface Action<I, R> {
  status: ActionStatus;
  busy: boolean;
  /** The last failure's message key; null when none, or when the request layer showed it. */
  error: MessageKey | null;
  /** The last success's result. */
  result: R | undefined;
  /** Starts the write; resolves with how it ended (never rejects). */
  run(input: I): Promise<ActionOutcome<R>>;
  /** Back to idle (clears the error and the result). */
  reset(): void;
}

export function useAction<I = void, R = unknown>(write: (input: I) => Promise<R>, options: ActionOptions<I, R> = {}): Action<I, R> {
  const client = useQueryClient();
  const latest = useRef({ write, options });
  latest.current = { write, options };
  const inFlight = useRef(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const m = useMutation<R, unknown, I>({
    mutationFn: (input) => latest.current.write(input),
    onSuccess: async (result, input) => {
      const { touches, refetch } = latest.current.options;
      if (touches) await invalidateAfterWrite(touches(result, input), client, refetch ?? 'active');
    },
  });
  const { mutateAsync, reset: resetMutation } = m;

  const run = useCallback(
    async (input: I): Promise<ActionOutcome<R>> => {
      if (inFlight.current) return { ok: false, error: null, busy: true };
      inFlight.current = true;
      setError(null);
      try {
        return { ok: true, result: await mutateAsync(input) };
      } catch (err) {
        const key = actionErrorKey(err);
        setError(key);
        return { ok: false, error: key, busy: false };
      } finally {
        inFlight.current = false;
      }
    },
    [mutateAsync],
  );
  const reset = useCallback(() => {
    setError(null);
    resetMutation();
  }, [resetMutation]);

  const status: ActionStatus = m.isPending ? 'busy' : m.isError ? 'failed' : m.isSuccess ? 'done' : 'idle';
  return { status, busy: m.isPending, error, result: m.data, run, reset };
}
