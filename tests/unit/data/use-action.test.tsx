// The write primitive: busy while on its way, a second start refused, the failure as a message
// key, the result kept, and the keys it touches marked stale after a success only.
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { ApiError } from '@src/api/errors';
import { createQueryClient } from '@src/data/query-client';
import { ActionProblem, actionErrorKey, useAction, type Action } from '@src/data/use-action';
import { mount, type Mounted } from '../mobile/render';
import { deferred } from '../deferred';

let action: Action<number, string> = null as never;
type Out = Awaited<ReturnType<Action<number, string>['run']>>;
let m: Mounted | null = null;
afterEach(() => {
  m?.unmount();
  m = null;
});

function Probe({ write, touches }: { write: (n: number) => Promise<string>; touches?: (r: string, n: number) => readonly (readonly unknown[])[] }) {
  action = useAction(write, touches ? { touches } : {});
  return null;
}

describe('useAction', () => {
  it('is busy while the write is on its way and refuses a second start (a double tap sends once)', async () => {
    const calls: number[] = [];
    const d = deferred<string>();
    m = await mount(<Probe write={(n) => (calls.push(n), d.promise)} />);
    expect(action.busy).toBe(false);
    expect(action.status).toBe('idle');
    let first!: Promise<Out>;
    let second!: Promise<Out>;
    await act(async () => {
      first = action.run(1);
      second = action.run(2);
    });
    expect(calls).toEqual([1]);
    expect(action.busy).toBe(true);
    expect(await second).toEqual({ ok: false, error: null, busy: true });
    await act(async () => d.resolve('ok'));
    expect(await first).toEqual({ ok: true, result: 'ok' });
    expect(action.busy).toBe(false);
    expect(action.status).toBe('done');
    expect(action.result).toBe('ok');
    // Free again once settled.
    await act(async () => void (await action.run(3)));
    expect(calls).toEqual([1, 3]);
  });

  it('gives the failure as a message key (never rejects)', async () => {
    m = await mount(<Probe write={async () => Promise.reject(new ActionProblem('account.captchaRequired'))} />);
    let out: Out | null = null;
    await act(async () => {
      out = await action.run(1);
    });
    expect(out).toEqual({ ok: false, error: 'account.captchaRequired', busy: false });
    expect(action.status).toBe('failed');
    expect(action.error).toBe('account.captchaRequired');
    await act(async () => action.reset());
    expect(action.error).toBeNull();
    expect(action.status).toBe('idle');
  });

  it('maps request failures: network and timeout to their keys, a server refusal to null (already shown)', () => {
    expect(actionErrorKey(new ApiError('network', 'x'))).toBe('errors.network');
    expect(actionErrorKey(new ApiError('timeout', 'x'))).toBe('errors.timeout');
    expect(actionErrorKey(new ApiError('ret', '余额不足', { ret: 500 }))).toBeNull();
    expect(actionErrorKey(new Error('boom'))).toBe('errors.loadFailed');
  });

  it('marks the keys it touches stale after a success, and nothing after a failure', async () => {
    const client = createQueryClient();
    client.setQueryData(['me', 'follows', 'list'], [1]);
    client.setQueryData(['catalog', 'hot'], [2]);
    let fail = true;
    const write = async (n: number) => {
      if (fail) throw new ApiError('ret', 'no');
      return `done ${n}`;
    };
    m = await mount(<Probe write={write} touches={() => [['me', 'follows']]} />, client);
    await act(async () => void (await action.run(1)));
    expect(client.getQueryState(['me', 'follows', 'list'])?.isInvalidated).toBe(false);
    expect(action.error).toBeNull();
    expect(action.status).toBe('failed');
    fail = false;
    await act(async () => void (await action.run(2)));
    expect(action.result).toBe('done 2');
    expect(client.getQueryState(['me', 'follows', 'list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['catalog', 'hot'])?.isInvalidated).toBe(false);
  });
});
