// The phone home shell's held-back file hints go into the head once the splash's picture has
// painted, not before; without a picture, after the first frame; never later than the cap.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_CAP_MS, AFTER_PAINT_HINTS_ID, releaseAfterPaintHints } from '@layouts/mobile/after-paint-hints';

const HINT = '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/app.js">';

function shell(picture: 'loading' | 'none'): HTMLImageElement | null {
  document.head.innerHTML = `<template id="${AFTER_PAINT_HINTS_ID}">${HINT}</template>`;
  document.body.innerHTML = '<div id="boot-splash"></div>';
  if (picture === 'none') return null;
  const img = document.createElement('img');
  img.className = 'boot-poster';
  Object.defineProperty(img, 'complete', { value: false });
  document.getElementById('boot-splash')!.appendChild(img);
  return img;
}

const hinted = () => document.head.querySelector('link[rel="modulepreload"][href="/assets/app.js"]');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('after-paint hints', () => {
  it('holds the hints while the picture loads, and puts them in the head after its frame', () => {
    const img = shell('loading')!;
    releaseAfterPaintHints();
    vi.advanceTimersByTime(AFTER_PAINT_CAP_MS - 1);
    expect(hinted()).toBeNull();
    img.dispatchEvent(new Event('load'));
    expect(hinted()).toBeNull();
    vi.advanceTimersByTime(200);
    expect(hinted()).not.toBeNull();
    expect(document.getElementById(AFTER_PAINT_HINTS_ID)).toBeNull();
  });

  it('does not wait past the cap for a picture that never loads', () => {
    shell('loading');
    releaseAfterPaintHints();
    vi.advanceTimersByTime(AFTER_PAINT_CAP_MS + 200);
    expect(hinted()).not.toBeNull();
  });

  it('releases after the first frame when the splash has no picture, and once only', () => {
    shell('none');
    releaseAfterPaintHints();
    vi.advanceTimersByTime(200);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });

  it('does nothing on a shell without held-back hints', () => {
    document.head.innerHTML = '';
    releaseAfterPaintHints();
    vi.advanceTimersByTime(AFTER_PAINT_CAP_MS * 2);
    expect(document.head.children).toHaveLength(0);
  });
});
