import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { destroyFocus, initFocus } from '@focus/init';
import { resetBackStack } from '@focus/back-stack';
import { clearSectionMemory } from '@focus/section-memory';
import { Shell } from '@layouts/tv/shell/shell';
import './shell-lazy';
import { mount, press, settle, KEYS, focusedKey } from '../focus/harness';

function video(id: number) {
  return { id, mediaKey: `m${id}`, title: `影片${id}`, poster: `/media/posters/${id}.jpg`, category: 1, categoryName: '电影', tags: [], year: 2024, region: '', score: 8, playCount: 0, description: '', episodes: 1, vip: false, gold: 0, durationSec: 60 };
}

vi.mock('@src/features/catalog/catalog-data', async (original) => ({
  ...(await original<object>()),
  loadHomeRows: async () => ({
    list: Array.from({ length: 20 }, (_, r) => ({ id: `s${r}`, title: `行${r}`, videos: Array.from({ length: 40 }, (_, i) => video(r * 100 + i)) })),
    hasMore: false,
  }),
  loadWatching: async () => [],
}));

beforeEach(() => {
  clearSectionMemory();
  resetBackStack();
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

async function waitFor(check: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
}

describe('TV home with 20 rows x 40 posters', () => {
  it('renders only the posters near the screen, each with data-testid and data-video-id, and focuses the first one', async () => {
    const m = await mount(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    await waitFor(() => m.container.querySelectorAll('[data-testid="poster"]').length > 0 && focusedKey(m.container) !== null);
    const posters = m.container.querySelectorAll('[data-testid="poster"]');
    expect(posters.length).toBeGreaterThan(0);
    expect(posters.length).toBeLessThanOrEqual(4 * 9);
    expect(posters[0].getAttribute('data-video-id')).toBe('0');
    expect(focusedKey(m.container)).toBe('page:Home/home/rows/s0/0');

    await press(...KEYS.down);
    await press(...KEYS.right);
    expect(focusedKey(m.container)).toBe('page:Home/home/rows/s1/101');
    expect(m.container.querySelector('.focused')?.getAttribute('data-video-id')).toBe('101');
    await m.unmount();
  });
});
