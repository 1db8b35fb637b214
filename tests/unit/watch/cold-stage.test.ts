// A cold start's video on screen before its page (cold-stage.ts): in the page player's box
// (whole screen on TV, the 16:9 box at the top of a phone), the boot splash gone at the first
// frame, the stage gone once the page's surface moved the element into itself.
import { afterEach, describe, expect, it } from 'vitest';
import { showOnColdStage } from '@src/features/watch/cold-stage';

afterEach(() => {
  document.body.innerHTML = '';
});

const stageOf = () => document.querySelector<HTMLElement>('[data-testid="cold-stage"]');

describe('showOnColdStage', () => {
  it('shows the element where the page will, and takes the splash away at the first frame', () => {
    document.body.innerHTML = '<div id="boot-splash"></div>';
    const video = document.createElement('video');
    showOnColdStage(video, true);
    expect(stageOf()?.contains(video)).toBe(true);
    expect(stageOf()?.style.height).toBe('100%');
    expect(document.getElementById('boot-splash')).not.toBeNull();
    video.dispatchEvent(new Event('loadeddata'));
    expect(document.getElementById('boot-splash')).toBeNull();
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

  it('its end takes the element out with it', () => {
    const video = document.createElement('video');
    const end = showOnColdStage(video, true);
    end();
    expect(stageOf()).toBeNull();
    expect(video.isConnected).toBe(false);
  });
});
