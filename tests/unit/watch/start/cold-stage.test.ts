// A cold start's video on screen before its page (cold-stage.ts): in the page player's box
// (whole screen on TV, the 16:9 box at the top of a phone), under the boot splash until the first
// frame and over it from then on, which also lets the layout load (cold-start-gate.ts); the
// stage gone once the page's surface moved the element into itself.
import { afterEach, describe, expect, it, vi } from 'vitest';

const gate = vi.hoisted(() => ({ settled: 0 }));
vi.mock('@src/features/watch/start/cold-start-gate', () => ({ settleColdStart: () => void gate.settled++ }));

const { showOnColdStage } = await import('@src/features/watch/start/cold-stage');

afterEach(() => {
  document.body.innerHTML = '';
  gate.settled = 0;
});

const stageOf = () => document.querySelector<HTMLElement>('[data-testid="cold-stage"]');

describe('showOnColdStage', () => {
  it('shows the element where the page will, under the splash until the first frame and over it then', () => {
    document.body.innerHTML = '<div id="boot-splash"></div>';
    const video = document.createElement('video');
    showOnColdStage(video, true);
    expect(stageOf()?.contains(video)).toBe(true);
    expect(stageOf()?.style.height).toBe('100%');
    expect(stageOf()?.style.zIndex).toBe('3999');
    expect(gate.settled).toBe(0);
    video.dispatchEvent(new Event('loadeddata'));
    expect(stageOf()?.style.zIndex).toBe('4001');
    // The layout may load now; the splash stays under the video until the page is up.
    expect(gate.settled).toBe(1);
    expect(document.getElementById('boot-splash')).not.toBeNull();
  });

  it('lets the layout load when the stream fails (no frame to wait for)', () => {
    const video = document.createElement('video');
    showOnColdStage(video, false);
    video.dispatchEvent(new Event('error'));
    expect(gate.settled).toBe(1);
    expect(stageOf()?.style.zIndex).toBe('3999');
  });

  it("on a phone fills the player's 16:9 box at the top", () => {
    showOnColdStage(document.createElement('video'), false);
    expect(stageOf()?.style.height).toBe('56.25vw');
    expect(stageOf()?.style.top).toBe('0px');
  });

  it("ends when the page's surface moves the element away, leaving the element where it went", async () => {
    const video = document.createElement('video');
    showOnColdStage(video, true);
    const host = document.body.appendChild(document.createElement('div'));
    host.prepend(video);
    await Promise.resolve(); // the MutationObserver's callback
    expect(stageOf()).toBeNull();
    expect(video.parentElement).toBe(host);
  });

  it('its end takes the element out with it, and lets the layout load', () => {
    const video = document.createElement('video');
    const end = showOnColdStage(video, true);
    end();
    expect(stageOf()).toBeNull();
    expect(video.isConnected).toBe(false);
    expect(gate.settled).toBe(1);
  });
});
