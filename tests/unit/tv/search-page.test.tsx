// Issue 28 point 1, TV view: /search through the real shell. Focus lands on the keyboard's A;
// before anything is typed the hot keywords show (as on the phone); keys pressed by remote are
// searched after the pause with live=1 and the results show; a picked hot keyword is searched at
// once (counted) and focus goes to its first result. Arrows between sections need a layout
// jsdom has not: that walk is the e2e test's (tests/e2e/tv-search.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { destroyFocus, initFocus } from '@focus/init';
import { resetBackStack } from '@focus/back-stack';
import { clearSectionMemory } from '@focus/section-memory';
import { Shell } from '@layouts/tv/shell/shell';
import './shell-lazy';
import type { AnyEndpoint } from '@src/api/contract/endpoint';
import { shortVideo } from '../browse-mocks';
import { focusedKey, mount, press, settle, KEYS, type Mounted } from '../focus/harness';

const asked = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('@src/api/call', async (original) => ({
  ...(await original<object>()),
  call: async (ep: AnyEndpoint, params: Record<string, unknown>) => {
    if (ep.name === 'getHotSearch') return { list: [{ keyword: '繁花似锦', hot: 120 }, { keyword: '长夜将明', hot: 98 }] };
    if (ep.name === 'searchVideos') {
      asked.push(params);
      const found = params.keyword === 'fhsj' || params.keyword === '繁花似锦' ? [{ ...shortVideo(7), title: '繁花似锦' }] : [];
      return { list: found, page: 1, pageSize: 30, total: found.length, hasMore: false };
    }
    throw new Error(`not in this test: ${ep.name}`);
  },
}));

let m: Mounted | null = null;
beforeEach(() => {
  asked.length = 0;
  clearSectionMemory();
  resetBackStack();
  initFocus({ platform: 'browser' });
});
afterEach(async () => {
  await m?.unmount();
  m = null;
  destroyFocus();
});

async function waitFor(check: () => boolean, what: string, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
  if (!check()) throw new Error(`waitFor: ${what}`);
}

const q = (sel: string) => m!.container.querySelector<HTMLElement>(sel);
const click = (el: HTMLElement | null) =>
  act(async () => {
    if (!el) throw new Error('click: no element');
    el.click();
  });

describe('TV search page', () => {
  it('arrives on the keyboard with the hot keywords shown; typed keys are searched after the pause, live', async () => {
    m = await mount(
      <MemoryRouter initialEntries={['/search']}>
        <Shell />
      </MemoryRouter>,
    );
    await waitFor(() => q('.tv-search .focused[data-key]') !== null && q('[data-testid="hot-search"] [data-keyword]') !== null, 'keyboard focus and hot keywords');
    expect(q('.tv-search .focused')?.getAttribute('data-key')).toBe('A');
    expect([...m.container.querySelectorAll('[data-testid="hot-search"] [data-keyword]')].map((e) => e.textContent)).toEqual(['1繁花似锦', '2长夜将明']);
    expect(asked).toEqual([]);

    // OK on A types it; the key is taken back with 删除 (pointer), then f h s j.
    await press(...KEYS.enter);
    expect(q('[data-testid="search-text"]')?.textContent).toBe('a');
    await click(q('[data-key="删除"]'));
    for (const k of ['F', 'H', 'S', 'J']) await click(q(`[data-key="${k}"]`));
    expect(q('[data-testid="search-text"]')?.textContent).toBe('fhsj');
    await waitFor(() => q('.tv-search-results [data-testid="poster"]') !== null, 'results');
    expect(asked.map((p) => p.keyword)).toEqual(['fhsj']);
    expect(asked[0].live).toBe(1);
    expect(q('[data-testid="hot-search"]')).toBeNull();
    // Typing never moves focus off the keyboard.
    expect(focusedKey(m.container)).toMatch(/search\/keyboard\//);

    // Cleared: the hot keywords are back.
    await click(q('[data-key="清空"]'));
    await waitFor(() => q('[data-testid="hot-search"]') !== null, 'hot keywords again');
  }, 30_000);

  it('a picked hot keyword is searched at once, counted, and focus goes to its first result', async () => {
    m = await mount(
      <MemoryRouter initialEntries={['/search']}>
        <Shell />
      </MemoryRouter>,
    );
    await waitFor(() => q('[data-testid="hot-search"] [data-keyword]') !== null, 'hot keywords');
    await click(q('[data-keyword="繁花似锦"]'));
    await waitFor(() => q('.tv-search-results [data-testid="poster"].focused') !== null, 'focus on the first result');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ keyword: '繁花似锦' });
    expect(asked[0].live).toBeUndefined();
    expect(q('[data-testid="search-text"]')?.textContent).toBe('繁花似锦');
  }, 30_000);
});
