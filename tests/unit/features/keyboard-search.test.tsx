// Issue 28 point 1: the TV keyboard search (src/features/catalog/keyboard-search.ts). Results
// follow the typing once it pauses for the debounce (spec 002 §9, 300 ms), one request per pause
// and never one per key, asked with live=1; emptying the text brings the hot keywords back at
// once; a picked hot keyword is searched at once and counted (no live flag).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { PAGE_SIZE, useKeyboardSearch, useSearchList, type KeyboardSearch } from '@src/features/catalog';
import { DEBOUNCE_DEFAULT_MS } from '@src/lib/debounce';
import { SEARCH_KEYWORD_MAX_CHARS } from '@src/api/contract/limits';
import { mount, type Mounted } from '../mobile/render';

const api = vi.hoisted(() => ({ getHotSearch: vi.fn(), searchVideos: vi.fn() }));
vi.mock('@src/api/call', async (original) => (await import('../api/fake-calls')).withFakeCalls(await original(), api));

let s: KeyboardSearch = null as never;
let m: Mounted | null = null;

function Results({ keyword, live }: { keyword: string; live: boolean }) {
  useSearchList(keyword, PAGE_SIZE, live);
  return null;
}

/** The hook as the TV page uses it: results only once there is a keyword. */
function Probe() {
  s = useKeyboardSearch();
  return s.keyword ? <Results key={`${s.keyword}/${s.live}`} keyword={s.keyword} live={s.live} /> : null;
}

const asked = () => api.searchVideos.mock.calls.map((c) => c[0] as { keyword: string; live?: number });
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
// Lets replies (mocked promises) land; timers are fake, so no setTimeout here.
const flush = async () => {
  for (let i = 0; i < 3; i++) await act(async () => undefined);
};
const press = (...keys: string[]) =>
  act(async () => {
    for (const k of keys) s.type(k);
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  api.getHotSearch.mockReset().mockResolvedValue({ list: [{ keyword: '繁花似锦', hot: 120 }, { keyword: '长夜将明', hot: 98 }] });
  api.searchVideos.mockReset().mockResolvedValue({ list: [], page: 1, pageSize: PAGE_SIZE, total: 0, hasMore: false });
});
afterEach(() => {
  m?.unmount();
  m = null;
  vi.useRealTimers();
});

describe('useKeyboardSearch', () => {
  it('shows the hot keywords before anything is typed and asks no search', async () => {
    m = await mount(<Probe />);
    await flush();
    expect(s.keyword).toBe('');
    expect(s.hot).toEqual(['繁花似锦', '长夜将明']);
    expect(api.searchVideos).not.toHaveBeenCalled();
  });

  it('asks once the typing pauses: one live request for keys pressed in a row, none per key', async () => {
    m = await mount(<Probe />);
    await press('F', 'H');
    await wait(DEBOUNCE_DEFAULT_MS - 50);
    await press('S', 'J');
    expect(s.text).toBe('fhsj');
    await wait(DEBOUNCE_DEFAULT_MS - 1);
    expect(s.keyword).toBe('');
    expect(api.searchVideos).not.toHaveBeenCalled();
    await wait(1);
    await flush();
    expect(s.keyword).toBe('fhsj');
    expect(s.live).toBe(true);
    expect(asked()).toEqual([{ keyword: 'fhsj', page: 1, pageSize: PAGE_SIZE, live: 1 }]);
  });

  it('asks again after each pause, for what is typed by then', async () => {
    m = await mount(<Probe />);
    await press('f');
    await wait(DEBOUNCE_DEFAULT_MS);
    await press('h');
    await wait(DEBOUNCE_DEFAULT_MS);
    await flush();
    expect(asked().map((a) => a.keyword)).toEqual(['f', 'fh']);
  });

  it('emptying the text brings the hot keywords back at once and drops the search on its way', async () => {
    m = await mount(<Probe />);
    await press('f');
    await wait(DEBOUNCE_DEFAULT_MS);
    expect(s.keyword).toBe('f');
    await press('h');
    await act(async () => {
      s.del();
      s.del();
    });
    expect(s.text).toBe('');
    expect(s.keyword).toBe('');
    await wait(DEBOUNCE_DEFAULT_MS * 2);
    await flush();
    expect(asked().map((a) => a.keyword)).toEqual(['f']);
    await press('x');
    await act(async () => s.clear());
    await wait(DEBOUNCE_DEFAULT_MS * 2);
    expect(s.keyword).toBe('');
    expect(asked()).toHaveLength(1);
  });

  it('a picked hot keyword is searched at once, counted (no live flag), and typing goes on from it', async () => {
    m = await mount(<Probe />);
    await act(async () => s.pick('繁花似锦'));
    await flush();
    expect(s.text).toBe('繁花似锦');
    expect(s.keyword).toBe('繁花似锦');
    expect(s.live).toBe(false);
    expect(asked()).toEqual([{ keyword: '繁花似锦', page: 1, pageSize: PAGE_SIZE }]);
    await act(async () => s.del());
    await wait(DEBOUNCE_DEFAULT_MS);
    await flush();
    expect(asked()[1]).toEqual({ keyword: '繁花似', page: 1, pageSize: PAGE_SIZE, live: 1 });
  });

  it('stops at the contract keyword length and asks nothing after unmount', async () => {
    m = await mount(<Probe />);
    await press(...Array.from({ length: SEARCH_KEYWORD_MAX_CHARS + 5 }, () => 'A'));
    expect(s.text).toBe('a'.repeat(SEARCH_KEYWORD_MAX_CHARS));
    m.unmount();
    m = null;
    await wait(DEBOUNCE_DEFAULT_MS * 2);
    expect(api.searchVideos).not.toHaveBeenCalled();
  });
});
