import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memo } from 'react';
import { VirtualRow } from '@focus/virtual-row';
import { VirtualList } from '@focus/virtual-list';
import { VirtualGrid } from '@focus/virtual-grid';
import { useFocusItem } from '@focus/use-focus-item';
import { clearSectionMemory } from '@focus/section-memory';
import { destroyFocus, initFocus } from '@focus/init';
import { focusKey } from '@focus/focus-actions';
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
/** The items are their own data ids. */
const ownId = (n: number) => n;

function Row({ rowKey = 'row' }: { rowKey?: string }) {
  return <VirtualRow focusKey={rowKey} items={ITEMS} itemWidth={300} itemHeight={420} gap={20} viewportWidth={1760} buffer={2} itemId={ownId} renderItem={(id, i) => <Poster index={i} id={id} />} />;
}

beforeEach(() => {
  clearSectionMemory();
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

describe('virtualised row', () => {
  it('renders a bounded number of posters out of 40', async () => {
    const m = await mount(<Row />);
    const posters = m.container.querySelectorAll('[data-testid="poster"]');
    // 5 visible (1760 px / 320 px stride) + 2 buffer on the right at the start.
    expect(posters.length).toBe(7);
    await m.unmount();
  });

  it('moves focus right by index (keys from the items\' data ids) and keeps the rendered slice bounded while scrolling', async () => {
    const m = await mount(<Row />);
    await focusKey('row/1000');
    await settle();
    for (let i = 0; i < 20; i++) await press(...KEYS.right);
    expect(focusedKey(m.container)).toBe('row/1020');
    const rendered = m.container.querySelectorAll('[data-testid="poster"]');
    expect(rendered.length).toBeLessThanOrEqual(9);
    const ids = Array.from(rendered).map((el) => Number(el.getAttribute('data-video-id')));
    expect(ids).toContain(1020);
    expect(ids).not.toContain(1000);
    const track = m.container.querySelector('.vrow-track') as HTMLElement;
    // first visible = 20 - 5 + 1 = 16, stride 320 design px = 3.2rem
    expect(track.style.transform).toBe('translateX(-51.2rem)');
    await m.unmount();
  });

  it('stops at the row ends', async () => {
    const m = await mount(<Row />);
    await focusKey('row/1000');
    await settle();
    await press(...KEYS.left);
    expect(focusedKey(m.container)).toBe('row/1000');
    await m.unmount();
  });

  it('comes back to the remembered poster after remount, rendering it first', async () => {
    const m = await mount(<Row rowKey="memo-row" />);
    await focusKey('memo-row/1000');
    await settle();
    for (let i = 0; i < 12; i++) await press(...KEYS.right);
    await m.unmount();

    const again = await mount(<Row rowKey="memo-row" />);
    expect(again.container.querySelector('[data-video-id="1012"]')).not.toBeNull();
    await focusKey('memo-row');
    await settle();
    expect(focusedKey(again.container)).toBe('memo-row/1012');
    await again.unmount();
  });
});

describe('virtualised list of rows', () => {
  it('mounts only rows near the viewport and moves between rows by index', async () => {
    const rows = Array.from({ length: 20 }, (_, r) => r);
    const m = await mount(
      <VirtualList
        focusKey="rows"
        items={rows}
        rowHeight={500}
        viewportHeight={1000}
        itemId={ownId}
        renderRow={(r, i, key) => <VirtualRow focusKey={key} index={i} items={ITEMS} itemWidth={300} itemHeight={420} itemId={ownId} renderItem={(id, j) => <Poster index={j} id={id + r * 100} />} />}
      />,
    );
    expect(m.container.querySelectorAll('.vrow').length).toBe(3);
    await focusKey('rows');
    await settle();
    expect(focusedKey(m.container)).toBe('rows/0/1000');
    await press(...KEYS.right);
    await press(...KEYS.down);
    expect(focusedKey(m.container)).toBe('rows/1/1000');
    for (let i = 0; i < 8; i++) await press(...KEYS.down);
    expect(focusedKey(m.container)).toBe('rows/9/1000');
    expect(m.container.querySelectorAll('.vrow').length).toBeLessThanOrEqual(4);
    await press(...KEYS.up);
    expect(focusedKey(m.container)).toBe('rows/8/1000');
    await m.unmount();
  });

  it('returns to the row\'s remembered poster when moving back into it', async () => {
    const rows = [0, 1, 2];
    const m = await mount(
      <VirtualList focusKey="rows2" items={rows} rowHeight={500} viewportHeight={1000} itemId={ownId} renderRow={(r, i, key) => <VirtualRow focusKey={key} index={i} items={ITEMS} itemWidth={300} itemHeight={420} itemId={ownId} renderItem={(id, j) => <Poster index={j} id={id + r * 100} />} />} />,
    );
    await focusKey('rows2/0/1000');
    await settle();
    await press(...KEYS.right);
    await press(...KEYS.right);
    await press(...KEYS.down);
    await press(...KEYS.up);
    expect(focusedKey(m.container)).toBe('rows2/0/1002');
    await m.unmount();
  });
});

describe('virtualised grid', () => {
  it('renders only rows near the viewport and moves by columns', async () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const m = await mount(<VirtualGrid focusKey="grid" items={items} columns={5} itemWidth={300} itemHeight={400} gapY={30} viewportHeight={860} itemId={ownId} renderItem={(id, i) => <Poster index={i} id={id} />} />);
    // 2 visible rows (860 / 430) + 1 buffer row = 15 items of 100.
    expect(m.container.querySelectorAll('[data-testid="poster"]').length).toBe(15);
    await focusKey('grid/0');
    await settle();
    await press(...KEYS.down);
    await press(...KEYS.right);
    expect(focusedKey(m.container)).toBe('grid/6');
    for (let i = 0; i < 10; i++) await press(...KEYS.down);
    expect(focusedKey(m.container)).toBe('grid/56');
    expect(m.container.querySelectorAll('[data-testid="poster"]').length).toBeLessThanOrEqual(20);
    await m.unmount();
  });
});
