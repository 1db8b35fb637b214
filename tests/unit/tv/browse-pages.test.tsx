// Issue 13 point 5, TV view: the short-video channel by remote (down moves to the next video,
// which plays; the one after it is preloaded).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { destroyFocus, initFocus } from '@focus/init';
import { resetBackStack } from '@focus/back-stack';
import { clearSectionMemory } from '@focus/section-memory';
import { Shell } from '@layouts/tv/shell/shell';
import './shell-lazy';
import { fakePlayer, shortVideo, streamOf } from '../browse-mocks';
import { mount, press, settle, KEYS, focusedKey, type Mounted } from '../focus/harness';

const h = vi.hoisted(() => ({ fetchMiniVideos: vi.fn(), loadMiniPlay: vi.fn(), warm: vi.fn(), player: null as unknown }));
vi.mock('@src/features/browse/browse-data', async (original) => ({
  ...(await original<object>()),
  fetchMiniVideos: h.fetchMiniVideos,
  loadMiniPlay: h.loadMiniPlay,
}));
vi.mock('@src/player/stream-warmup', () => ({ warmHlsStart: h.warm }));
vi.mock('@src/player/react', async (original) => ({
  ...(await original<object>()),
  usePlayer: () => ({ player: h.player, state: 'playing', error: null, levels: [], level: { index: -1, auto: true } }),
}));

let m: Mounted | null = null;
let player: ReturnType<typeof fakePlayer>;
beforeEach(() => {
  clearSectionMemory();
  resetBackStack();
  initFocus({ platform: 'browser' });
  player = fakePlayer();
  h.player = player;
  h.fetchMiniVideos.mockReset();
  h.fetchMiniVideos.mockResolvedValue({ list: [1, 2, 3, 4].map(shortVideo), hasMore: false });
  h.loadMiniPlay.mockReset();
  h.loadMiniPlay.mockImplementation(async (mediaKey: string) => ({ mediaKey, url: streamOf(mediaKey), durationSec: 20 }));
  h.warm.mockReset();
  h.warm.mockResolvedValue(undefined);
});
afterEach(async () => {
  await m?.unmount();
  m = null;
  destroyFocus();
});

async function waitFor(check: () => boolean, rounds = 400): Promise<void> {
  for (let i = 0; i < rounds && !check(); i++) await settle(1);
  if (!check()) throw new Error('waitFor: condition not met');
}

describe('TV short-video channel', () => {
  it('focuses the first video on arrival and plays it; down moves to the next, which plays, and the one after is preloaded', async () => {
    m = await mount(
      <MemoryRouter initialEntries={['/miniVideoChannel?titleId=news']}>
        <Shell />
      </MemoryRouter>,
    );
    const feed = () => m!.container.querySelector('[data-testid="mini-feed"]');
    const loaded = () => player.load.mock.calls.map((c) => (c as unknown as [{ url: string }])[0].url);
    await waitFor(() => focusedKey(m!.container)?.endsWith('mini/list/1') === true && loaded().length === 1);
    expect(h.fetchMiniVideos).toHaveBeenCalledWith({ titleId: 'news' }, 1, 10, expect.anything());
    expect(loaded()).toEqual([streamOf('mini-1')]);
    await waitFor(() => feed()?.getAttribute('data-preloaded') === 'mini-2');

    await press(...KEYS.down);
    await waitFor(() => feed()?.getAttribute('data-current') === 'mini-2' && loaded().length === 2);
    expect(focusedKey(m.container)).toMatch(/mini\/list\/2$/);
    expect(loaded()).toEqual([streamOf('mini-1'), streamOf('mini-2')]);
    expect(m.container.querySelector('.tv-mini-row.playing')?.getAttribute('data-media-key')).toBe('mini-2');
    await waitFor(() => feed()?.getAttribute('data-preloaded') === 'mini-3');
    expect(h.warm).toHaveBeenCalledWith(streamOf('mini-3'), 0);

    await press(...KEYS.up);
    await waitFor(() => feed()?.getAttribute('data-current') === 'mini-1');
    // Many render rounds: room for a loaded machine.
  }, 20_000);
});
