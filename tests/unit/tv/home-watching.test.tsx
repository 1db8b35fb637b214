// The watching row goes on top of the home. When it arrives after the rows are on screen (past
// the short wait for it), it must not move the user off the poster they were on.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { destroyFocus, initFocus } from '@focus/init';
import { resetBackStack } from '@focus/back-stack';
import { focusExists } from '@focus/focus-actions';
import { clearSectionMemory } from '@focus/section-memory';
import { Shell } from '@layouts/tv/shell/shell';
import './shell-lazy';
import { WATCHING_GRACE_MS } from '@layouts/tv/pages/home';
import { mount, press, settle, KEYS, focusedKey } from '../focus/harness';

function video(id: number) {
  return { id, mediaKey: `m${id}`, title: `影片${id}`, poster: `/media/posters/${id}.jpg`, category: 1, categoryName: '电影', tags: [], year: 2024, region: '', score: 8, playCount: 0, description: '', episodes: 1, vip: false, gold: 0, durationSec: 60 };
}

const watching = vi.hoisted(() => {
  let resolve: (v: unknown[]) => void = () => undefined;
  return {
    promise: null as Promise<unknown[]> | null,
    reset() {
      this.promise = new Promise((r) => (resolve = r));
    },
    arrive(list: unknown[]) {
      resolve(list);
    },
  };
});

vi.mock('@src/features/catalog/catalog-data', async (original) => ({
  ...(await original<object>()),
  loadHomeRows: async () => ({
    list: Array.from({ length: 6 }, (_, r) => ({ id: `s${r}`, title: `行${r}`, videos: Array.from({ length: 12 }, (_, i) => video(r * 100 + i)) })),
    hasMore: false,
  }),
  loadWatching: () => watching.promise,
}));

beforeEach(() => {
  clearSectionMemory();
  resetBackStack();
  watching.reset();
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

async function waitFor(check: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
}

describe('a late watching row on the TV home', () => {
  it('shows the rows once the wait is over and keeps focus on the same poster when the row arrives', async () => {
    const m = await mount(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    // The rows wait briefly for the watching list, then show without it.
    await new Promise((r) => setTimeout(r, WATCHING_GRACE_MS + 50));
    // Shown focused, and registered with norigin (a press before that has nothing to move from).
    const firstKey = 'page:Home/home/rows/s0/0';
    await waitFor(() => focusedKey(m.container) === firstKey && focusExists(firstKey));
    const first = m.container.querySelector('.focused')?.getAttribute('data-video-id');
    expect(first).toBe('0');

    await press(...KEYS.right);
    await press(...KEYS.right);
    expect(m.container.querySelector('.focused')?.getAttribute('data-video-id')).toBe('2');

    watching.arrive([video(900), video(901)]);
    // Keys carry the section and video ids: the row moved down, the focused key did not change.
    await waitFor(() => m.container.querySelector('[data-focus-key="page:Home/home/rows/watching/900"]') !== null);
    expect(focusedKey(m.container)).toBe('page:Home/home/rows/s0/2');
    expect(m.container.querySelector('.focused')?.getAttribute('data-video-id')).toBe('2');
    // The watching row is the new first row.
    const firstRow = m.container.querySelector('.vlist-cell[data-index="0"]');
    expect(firstRow?.querySelector('[data-testid="poster"]')?.getAttribute('data-video-id')).toBe('900');
    await m.unmount();
  });
});

describe('a late watching row before the user moved', () => {
  it('takes focus to the new first poster (the watching row\'s) when focus was still on the first one', async () => {
    const m = await mount(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    await new Promise((r) => setTimeout(r, WATCHING_GRACE_MS + 50));
    const firstKey = 'page:Home/home/rows/s0/0';
    await waitFor(() => focusedKey(m.container) === firstKey && focusExists(firstKey));

    watching.arrive([video(900), video(901)]);
    await waitFor(() => focusedKey(m.container) === 'page:Home/home/rows/watching/900');
    expect(focusedKey(m.container)).toBe('page:Home/home/rows/watching/900');
    expect(m.container.querySelector('.focused')?.getAttribute('data-video-id')).toBe('900');
    await m.unmount();
  });
});
