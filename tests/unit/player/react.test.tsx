import { afterEach, describe, expect, it } from 'vitest';
import { act, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { usePlayer, usePlayerTime } from '@src/player/react';
import type { Player } from '@src/player/player';
import { makeFakeHls } from './fake-hls';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLDivElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
  root = null;
});

function mount(node: React.ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(node));
}

describe('usePlayer', () => {
  it('gives a live Player, mirrors its state and levels, and destroys it on unmount', async () => {
    const kit = makeFakeHls();
    const seen: { player: Player; state: string; levels: number }[] = [];
    function View() {
      const { player, state, levels } = usePlayer({ hlsFactory: async () => kit.Hls, workerPath: null });
      seen.push({ player, state, levels: levels.length });
      return null;
    }
    mount(
      <StrictMode>
        <View />
      </StrictMode>,
    );
    const player = seen.at(-1)!.player;
    expect(player.isDestroyed).toBe(false);
    await act(async () => {
      await player.load({ url: 'http://t/x.m3u8' });
    });
    expect(seen.at(-1)!.state).toBe('loading');
    act(() => kit.last().fire('hlsManifestParsed'));
    expect(seen.at(-1)!.levels).toBe(2);
    expect(kit.last().config.enableWorker).toBe(false);
    act(() => root!.unmount());
    root = null;
    expect(player.isDestroyed).toBe(true);
    expect(kit.last().destroy).toHaveBeenCalled();
  });

  it('usePlayerTime follows time events', () => {
    const times: number[] = [];
    let p: Player | null = null;
    function View() {
      const { player } = usePlayer({ hlsFactory: async () => makeFakeHls().Hls });
      p = player;
      times.push(usePlayerTime(player).currentTime);
      return null;
    }
    mount(<View />);
    act(() => {
      Object.defineProperty(p!.video, 'currentTime', { value: 12, configurable: true });
      p!.video.dispatchEvent(new Event('timeupdate'));
    });
    expect(times.at(-1)).toBe(12);
  });
});
