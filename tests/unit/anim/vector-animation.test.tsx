// Issue 28 point 5, the animated vector graphic player: a missing file (404), an unreachable one,
// a file that is not JSON, JSON that is not an animation, and data the player cannot build all
// show nothing (no element, no error); a good file plays in its box. The player (lottie-web) is
// mocked here; tests/e2e/vector-animation.test.ts plays the real one in Chromium.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { readFileSync } from 'node:fs';
import { isLottieData } from '@src/anim/lottie-data';

const played: { data: unknown; loop: boolean }[] = [];
let playerThrows = false;
vi.mock('@src/anim/lottie-player', () => ({
  playLottie: (container: HTMLElement, data: unknown, loop: boolean) => {
    if (playerThrows) throw new TypeError('cannot read layers');
    played.push({ data, loop });
    container.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));
    return () => container.replaceChildren();
  },
}));

import { VectorAnimation } from '@src/anim/vector-animation';
import { mount, type Mounted } from '../mobile/render';

const GOOD = JSON.parse(readFileSync('public/anim/purchase-success.json', 'utf8')) as unknown;
let m: Mounted | null = null;
const errors: unknown[] = [];

function serve(reply: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(reply));
}

/** Until the component has settled: playing, or gone. It starts after an idle moment (setTimeout in jsdom). */
async function settle(c: HTMLElement): Promise<void> {
  for (let i = 0; i < 100 && c.querySelector('[data-anim="loading"]'); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
  }
}

async function show(src = '/anim/x.json'): Promise<HTMLElement> {
  m = await mount(<VectorAnimation src={src} testId="anim" />);
  await settle(m.container);
  return m.container;
}

beforeEach(() => {
  played.length = 0;
  playerThrows = false;
  errors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void errors.push(a));
});
afterEach(() => {
  m?.unmount();
  m = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VectorAnimation', () => {
  it('plays a good file in its box', async () => {
    serve(async () => new Response(JSON.stringify(GOOD), { status: 200 }));
    const c = await show();
    const el = c.querySelector('[data-testid="anim"]');
    expect(el?.getAttribute('data-anim')).toBe('playing');
    expect(el?.querySelector('svg')).not.toBeNull();
    expect(played).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it.each([
    ['a missing file (404)', async () => new Response('not found', { status: 404 })],
    ['an unreachable file', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a file that is not JSON', async () => new Response('{"v":"5.7', { status: 200 })],
    ['JSON that is not an animation', async () => new Response('{"hello":"world"}', { status: 200 })],
    ['an animation without layers', async () => new Response(JSON.stringify({ ...(GOOD as object), layers: [] }), { status: 200 })],
  ])('shows nothing for %s', async (_name, reply) => {
    serve(reply);
    const c = await show();
    expect(c.querySelector('[data-testid="anim"]')).toBeNull();
    expect(c.innerHTML).toBe('');
    expect(played).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows nothing when the player cannot build the data', async () => {
    serve(async () => new Response(JSON.stringify(GOOD), { status: 200 }));
    playerThrows = true;
    const c = await show();
    expect(c.innerHTML).toBe('');
    expect(errors).toEqual([]);
  });
});

describe('the animation files of public/anim', () => {
  it.each(['vip-icon', 'purchase-success', 'gift-sent'])('%s is a small Lottie file', (name) => {
    const text = readFileSync(`public/anim/${name}.json`, 'utf8');
    expect(isLottieData(JSON.parse(text))).toBe(true);
    expect(text.length).toBeLessThan(4096);
  });
});
