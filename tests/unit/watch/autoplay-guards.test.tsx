// Issue 29 point 3 through the page's hooks (usePlayback + usePlaybackGuards, as useWatch wires
// them on TV) over a fake Player: episodes end and the next one loads by itself; after three
// autoplayed episodes with no key the fourth is loaded paused at its start and 还在观看吗？ is
// up, 继续观看 plays it; a key press starts the count over; 播完本集 loads the next one paused
// and dims, and waking does not play it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useMemo, useState } from 'react';
import type { PlayEpisode } from '@src/api/contract/video';
import type { Player, PlayerState, PlayerTime } from '@src/player/player';
import { usePlayback } from '@src/features/watch/use-playback';
import { sleepTimer, usePlaybackGuards, type PlaybackGuardsModel } from '@src/features/watch/use-playback-guards';
import type { VideoPage } from '@src/features/watch/use-video-page';
import { settingsStore } from '@src/stores/settings';
import { mount, type Mounted } from '../focus/harness';

vi.mock('@src/api/call', async (original) => ({ ...(await original<object>()), call: vi.fn(async () => ({})) }));

class FakePlayer {
  state: PlayerState = 'idle';
  isDestroyed = false;
  loads: { url: string; autoplay: boolean | undefined }[] = [];
  private listeners = { state: new Set<(s: PlayerState) => void>(), time: new Set<(t: PlayerTime) => void>() };
  play = vi.fn(async () => this.setState('playing'));
  pause = vi.fn(() => {
    if (this.state === 'playing') this.setState('paused');
  });
  seek = vi.fn();
  finish = vi.fn(() => this.setState('ended'));
  load = vi.fn(async (o: { url: string; autoplay?: boolean }) => {
    this.loads.push({ url: o.url, autoplay: o.autoplay });
    this.setState(o.autoplay === false ? 'paused' : 'playing');
  });
  on(event: 'state' | 'time', fn: never): () => void {
    const set = this.listeners[event] as Set<unknown>;
    set.add(fn);
    return () => set.delete(fn);
  }
  setState(s: PlayerState) {
    this.state = s;
    for (const fn of [...this.listeners.state]) fn(s);
  }
}

const EPISODES: PlayEpisode[] = Array.from({ length: 6 }, (_, i) => ({
  id: 100 + i,
  mediaKey: 'v2001',
  index: i + 1,
  title: `第${i + 1}集`,
  durationSec: 48,
  vip: false,
  introEnd: null,
  outroStart: null,
}));

let guardsNow: PlaybackGuardsModel;

function Page({ player }: { player: FakePlayer }) {
  const [index, setIndex] = useState(0);
  const ep = EPISODES[index];
  const page = useMemo(
    () =>
      ({
        status: 'ready',
        mediaKey: 'v2001',
        episodes: EPISODES,
        episode: ep,
        episodeIndex: index,
        gate: { kind: 'ready', data: { mediaKey: 'v2001', episodeId: ep.id, url: `/media/hls/v2001-${index + 1}/master.m3u8`, streamKey: '', durationSec: 48, position: 0, title: '', poster: '' } },
        selectEpisode: setIndex,
      }) as unknown as VideoPage,
    [ep, index],
  );
  const p = player as unknown as Player;
  const guards = usePlaybackGuards(p, true);
  guardsNow = guards;
  usePlayback({ player: p, page, hold: guards.asking, autoplayNext: guards.autoplayNext });
  return null;
}

let m: Mounted | null = null;
const episodeOf = (url: string) => Number(/v2001-(\d+)/.exec(url)?.[1]);

async function endEpisode(player: FakePlayer) {
  await act(async () => player.setState('ended'));
}

beforeEach(() => {
  sessionStorage.clear();
  settingsStore.getState().setMoreFun({ skip: true, next: true });
});
afterEach(async () => {
  await m?.unmount();
  m = null;
  sleepTimer().set('off');
});

describe('autoplay on TV, guarded', () => {
  it('three episodes autoplay; the fourth waits at its start under 还在观看吗？ and 继续观看 plays it', async () => {
    const player = new FakePlayer();
    m = await mount(<Page player={player} />);
    expect(player.loads.map((l) => [episodeOf(l.url), l.autoplay])).toEqual([[1, true]]);
    for (let i = 0; i < 3; i++) await endEpisode(player);
    expect(player.loads.map((l) => l.autoplay)).toEqual([true, true, true, true]);
    expect(guardsNow.asking).toBe(false);
    await endEpisode(player);
    const last = player.loads[player.loads.length - 1];
    expect([episodeOf(last.url), last.autoplay]).toEqual([5, false]);
    expect(player.state).toBe('paused');
    expect(guardsNow.asking).toBe(true);
    await act(async () => guardsNow.continueWatching());
    expect(guardsNow.asking).toBe(false);
    expect(player.play).toHaveBeenCalledTimes(1);
    expect(player.state).toBe('playing');
  });

  it('a key press while an episode plays starts the count over', async () => {
    const player = new FakePlayer();
    m = await mount(<Page player={player} />);
    await endEpisode(player);
    await endEpisode(player);
    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', keyCode: 38 })));
    for (let i = 0; i < 3; i++) await endEpisode(player);
    expect(guardsNow.asking).toBe(false);
    expect(player.loads.every((l) => l.autoplay)).toBe(true);
  });

  it('播完本集: the next episode loads paused, the screen dims, and waking leaves it paused', async () => {
    const player = new FakePlayer();
    m = await mount(<Page player={player} />);
    await act(async () => guardsNow.setSleep('episode'));
    expect(guardsNow.sleep).toBe('episode');
    await endEpisode(player);
    const last = player.loads[player.loads.length - 1];
    expect([episodeOf(last.url), last.autoplay]).toEqual([2, false]);
    expect(guardsNow.asleep).toBe(true);
    expect(guardsNow.sleep).toBe('off');
    await act(async () => guardsNow.wake());
    expect(guardsNow.asleep).toBe(false);
    expect(player.play).not.toHaveBeenCalled();
    expect(player.state).toBe('paused');
  });

  it('the phone is not guarded: nothing is counted or held', async () => {
    function PhonePage({ player }: { player: FakePlayer }) {
      const guards = usePlaybackGuards(player as unknown as Player, false);
      guardsNow = guards;
      return null;
    }
    const player = new FakePlayer();
    m = await mount(<PhonePage player={player} />);
    for (let i = 0; i < 10; i++) expect(guardsNow.autoplayNext()).toBe(true);
    expect(guardsNow.asking).toBe(false);
  });
});
