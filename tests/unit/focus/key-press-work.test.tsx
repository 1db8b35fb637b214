// What a key press costs: focus moves and the row scrolls in the press's own commit; items that
// came near the screen are mounted after the next frame; norigin never measures layout for
// index-navigated rows; DOM focus follows after the frame.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, memo } from 'react';
import { VirtualRow } from '@focus/virtual-row';
import { useFocusItem } from '@focus/use-focus-item';
import { clearSectionMemory } from '@focus/section-memory';
import { destroyFocus, initFocus } from '@focus/init';
import { focusKey } from '@focus/focus-actions';
import { mountedIndexes } from '@focus/virtual-window';
import { flushPendingDomFocus, focusDomLater, lazyLayout } from '@focus/layout-adapter';
import { focusedKey, KEYS, mount, press, settle } from './harness';

const Poster = memo(function Poster({ index, id }: { index: number; id: number }) {
  const { ref, itemProps } = useFocusItem({ index }, 'poster');
  return (
    <div ref={ref} {...itemProps} data-testid="poster" data-video-id={id}>
      {id}
    </div>
  );
});

const ITEMS = Array.from({ length: 40 }, (_, i) => 1000 + i);

function Row() {
  return <VirtualRow focusKey="kp-row" items={ITEMS} itemWidth={300} itemHeight={420} gap={20} viewportWidth={1760} buffer={2} itemId={(id) => id} renderItem={(id, i) => <Poster index={i} id={id} />} />;
}

const mountedIds = (root: ParentNode) => Array.from(root.querySelectorAll('[data-testid="poster"]')).map((el) => Number(el.getAttribute('data-video-id')));

beforeEach(() => {
  clearSectionMemory();
  initFocus({ platform: 'browser' });
});
afterEach(() => {
  vi.restoreAllMocks();
  destroyFocus();
});

describe('mounted slice while focus moves', () => {
  it('keeps the old slice plus the visible one while the mounted slice trails the focus', () => {
    // Steady state: just the render range.
    expect(mountedIndexes(3, 3, 5, 2, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // One step to the right: everything needed is mounted already, nothing new.
    expect(mountedIndexes(4, 3, 5, 2, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Two steps ahead of the mounted slice (fast repeat): the visible slice is added.
    expect(mountedIndexes(6, 3, 5, 2, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    // A long jump mounts both slices, not everything in between.
    expect(mountedIndexes(30, 0, 5, 2, 40)).toEqual([0, 1, 2, 3, 4, 5, 6, 29, 30, 31, 32, 33, 34, 35]);
  });

  it('scrolls and moves focus in the key press, then mounts the items that came near after the frame', async () => {
    const m = await mount(<Row />);
    await focusKey('kp-row/1000');
    await settle();
    for (let i = 0; i < 4; i++) await press(...KEYS.right);
    // 5 visible + 2 buffer on the right.
    expect(mountedIds(m.container)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006]);

    // One press to the right of the visible slice, without letting a frame pass.
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', keyCode: 39, bubbles: true }));
      window.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowRight', keyCode: 39, bubbles: true }));
      for (let i = 0; i < 5; i++) await Promise.resolve();
    });
    expect(focusedKey(m.container)).toBe('kp-row/1005');
    const track = m.container.querySelector('.vrow-track') as HTMLElement;
    expect(track.style.transform).toBe('translateX(-3.2rem)');
    // The card that came into view was mounted already (buffer); no new card in this commit.
    expect(mountedIds(m.container)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006]);

    await settle();
    expect(mountedIds(m.container)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007]);
    await m.unmount();
  });

  it('never measures layout while moving inside an index-navigated row', async () => {
    const m = await mount(<Row />);
    await focusKey('kp-row/1000');
    await settle();
    const reads = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    for (let i = 0; i < 6; i++) await press(...KEYS.right);
    expect(focusedKey(m.container)).toBe('kp-row/1006');
    // smartNavigate reads the focused item's edge once per press; nothing else is measured.
    expect(reads.mock.calls.length).toBeLessThanOrEqual(6 * 2);
    await m.unmount();
  });
});

describe('layout adapter', () => {
  it('measures a layout on first read only', () => {
    const parent = document.createElement('div');
    const node = document.createElement('div');
    parent.appendChild(node);
    document.body.appendChild(parent);
    const widths = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120);
    const layout = lazyLayout(node);
    expect(widths).not.toHaveBeenCalled();
    expect(layout.width).toBe(120);
    expect(layout.right).toBe(layout.left + 120);
    const calls = widths.mock.calls.length;
    expect(layout.width).toBe(120);
    expect(widths.mock.calls.length).toBe(calls);
    parent.remove();
  });

  it('gives DOM focus later, only to the element that still holds focus, never taking it from its input', () => {
    const a = document.createElement('div');
    const b = document.createElement('div');
    const input = document.createElement('input');
    for (const el of [a, b]) {
      el.tabIndex = -1;
      document.body.appendChild(el);
    }
    b.appendChild(input);

    a.setAttribute('data-focused', 'true');
    focusDomLater(a);
    expect(document.activeElement).not.toBe(a);
    flushPendingDomFocus();
    expect(document.activeElement).toBe(a);

    // Focus moved on before the flush: the stale request does nothing.
    a.removeAttribute('data-focused');
    focusDomLater(a);
    flushPendingDomFocus();
    b.setAttribute('data-focused', 'true');
    input.focus();
    focusDomLater(b);
    flushPendingDomFocus();
    expect(document.activeElement).toBe(input);
    a.remove();
    b.remove();
  });
});
