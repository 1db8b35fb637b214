// The data primitive (src/data over TanStack Query): one request for two users of a key, the
// request aborted when its last user leaves, a late reply of an old key never shown, fresh
// replies reused within the time to live and asked again after it, user entries reset on a
// login change and lists asked again after a write.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient, STALE_MS } from '@src/data/query-client';
import { DataProvider } from '@src/data/data-provider';
import { useResource, type Fetcher } from '@src/data/use-resource';
import { meKey } from '@src/data/keys';
import { invalidateAfterWrite, WRITE_TOUCHES } from '@src/data/invalidate';
import { watchKeys } from '@src/features/watch/watch-keys';
import { sessionStore } from '@src/stores/session';
import { mount, type Mounted } from '../mobile/render';
import { deferred } from '../deferred';

const flush = () => act(async () => undefined);

let client: QueryClient;
let m: Mounted | null = null;
beforeEach(() => {
  client = createQueryClient();
});
afterEach(() => {
  m?.unmount();
  m = null;
  vi.useRealTimers();
  sessionStore.setState({ user: null });
});

function Show<T>({ k, fetcher, id }: { k: readonly unknown[]; fetcher: Fetcher<T>; id: string }) {
  const r = useResource(k, fetcher);
  return <span data-id={id} data-status={r.status}>{r.data === undefined ? '' : JSON.stringify(r.data)}</span>;
}
const text = (id: string) => m!.container.querySelector(`[data-id="${id}"]`)?.textContent;
const status = (id: string) => m!.container.querySelector(`[data-id="${id}"]`)?.getAttribute('data-status');

describe('useResource', () => {
  it('two users of one key share one request (de-duplication)', async () => {
    const fetcher = vi.fn(async () => ['a']);
    m = await mount(
      <DataProvider client={client}>
        <Show k={['dup']} fetcher={fetcher} id="one" />
        <Show k={['dup']} fetcher={fetcher} id="two" />
      </DataProvider>,
    );
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(text('one')).toBe('["a"]');
    expect(text('two')).toBe('["a"]');
  });

  it('aborts the request when its last user unmounts (the signal reaches the fetcher)', async () => {
    let seen: AbortSignal | null = null;
    const d = deferred<string>();
    const fetcher = vi.fn((signal: AbortSignal) => {
      seen = signal;
      return d.promise;
    });
    m = await mount(
      <DataProvider client={client}>
        <Show k={['abort']} fetcher={fetcher} id="one" />
      </DataProvider>,
    );
    expect(seen).not.toBeNull();
    expect(seen!.aborted).toBe(false);
    await m.rerender(<DataProvider client={client}>{null}</DataProvider>);
    expect(seen!.aborted).toBe(true);
    // The reply that still comes leaves no data behind.
    d.resolve('late');
    await flush();
    expect(client.getQueryData(['abort'])).toBeUndefined();
  });

  it('a late reply of the previous key does not show (stale-result guard by key)', async () => {
    const replies = new Map<string, ReturnType<typeof deferred<string>>>();
    const fetcherFor = (k: string) => () => {
      const d = deferred<string>();
      replies.set(k, d);
      return d.promise;
    };
    const View = ({ k }: { k: string }) => <Show k={['stale', k]} fetcher={fetcherFor(k)} id="v" />;
    m = await mount(<DataProvider client={client}><View k="old" /></DataProvider>);
    await m.rerender(<DataProvider client={client}><View k="new" /></DataProvider>);
    replies.get('new')!.resolve('fresh');
    await flush();
    expect(text('v')).toBe('"fresh"');
    replies.get('old')!.resolve('late old reply');
    await flush();
    expect(text('v')).toBe('"fresh"');
  });

  it('reuses a reply within the time to live and asks again after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const second = deferred<number>();
    const fetcher = vi.fn((): Promise<number> => (fetcher.mock.calls.length === 1 ? Promise.resolve(1) : second.promise));
    const tree = (on: boolean) => <DataProvider client={client}>{on ? <Show k={['ttl']} fetcher={fetcher} id="v" /> : null}</DataProvider>;
    m = await mount(tree(true));
    await flush();
    expect(text('v')).toBe('1');
    await m.rerender(tree(false));
    vi.setSystemTime(Date.now() + STALE_MS - 1000);
    await m.rerender(tree(true));
    await flush();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(text('v')).toBe('1');
    await m.rerender(tree(false));
    vi.setSystemTime(Date.now() + 2000);
    await m.rerender(tree(true));
    // The cached value shows at once while the fresh one is asked.
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(text('v')).toBe('1');
    await act(async () => second.resolve(2));
    expect(text('v')).toBe('2');
  });

  it('a failure shows the error status once (no retries: the request layer toasted it)', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('boom');
    });
    m = await mount(<DataProvider client={client}><Show k={['fail']} fetcher={fetcher} id="v" /></DataProvider>);
    await flush();
    expect(status('v')).toBe('error');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe('invalidation', () => {
  const user = (uid: number) => ({ id: uid, nickname: `u${uid}`, token: { uid, token: 't', gid: 1 } }) as never;

  it('after login and logout the user entries are asked again; shared entries are kept', async () => {
    let n = 0;
    const mine = vi.fn(async () => `mine${++n}`);
    const shared = vi.fn(async () => 'catalog');
    m = await mount(
      <DataProvider client={client}>
        <Show k={meKey('history')} fetcher={mine} id="me" />
        <Show k={['catalog', 'x']} fetcher={shared} id="all" />
      </DataProvider>,
    );
    await flush();
    expect(text('me')).toBe('"mine1"');
    await act(async () => sessionStore.setState({ user: user(7) }));
    await flush();
    expect(mine).toHaveBeenCalledTimes(2);
    expect(text('me')).toBe('"mine2"');
    await act(async () => sessionStore.setState({ user: null }));
    await flush();
    expect(mine).toHaveBeenCalledTimes(3);
    expect(shared).toHaveBeenCalledTimes(1);
  });

  it('a write marks the lists it changes stale and the shown ones ask again', async () => {
    const list = vi.fn(async () => 'comments');
    const other = vi.fn(async () => 'other');
    m = await mount(
      <DataProvider client={client}>
        <Show k={watchKeys.comments('v1')} fetcher={list} id="c" />
        <Show k={watchKeys.comments('v2')} fetcher={other} id="o" />
      </DataProvider>,
    );
    await flush();
    await act(async () => invalidateAfterWrite(WRITE_TOUCHES.comment('v1'), client));
    await flush();
    expect(list).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
  });
});
