// A virtual list keyed by data ids (the TV conversations and notices): when the list reorders,
// focus stays on, or comes back to, the same item, not the one that took its old position.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memo } from 'react';
import { VirtualList } from '@focus/virtual-list';
import { useFocusItem } from '@focus/use-focus-item';
import { clearSectionMemory } from '@focus/section-memory';
import { destroyFocus, initFocus } from '@focus/init';
import { focusKey } from '@focus/focus-actions';
import { focusedKey, KEYS, mount, press, settle } from './harness';

interface Conv {
  uid: number;
}

const Row = memo(function Row({ rowKey, index, conv }: { rowKey: string; index: number; conv: Conv }) {
  const { ref, itemProps } = useFocusItem({ focusKey: rowKey, index }, 'conv');
  return (
    <div ref={ref} {...itemProps} data-uid={conv.uid}>
      {conv.uid}
    </div>
  );
});

const convId = (c: Conv) => c.uid;
const renderRow = (c: Conv, i: number, key: string) => <Row rowKey={key} index={i} conv={c} />;

function List({ items }: { items: readonly Conv[] }) {
  return <VirtualList focusKey="convs" items={items} rowHeight={124} viewportHeight={860} itemId={convId} renderRow={renderRow} />;
}

const convs = (uids: number[]): Conv[] => uids.map((uid) => ({ uid }));
const range = (n: number) => Array.from({ length: n }, (_, i) => 100 + i);
/** `uid` moved to the top, the others keeping their order (a new message in that conversation). */
const toTop = (uids: number[], uid: number) => [uid, ...uids.filter((u) => u !== uid)];

beforeEach(() => {
  clearSectionMemory();
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

describe('virtual list reordered under remembered focus', () => {
  it('Back to a list that reordered lands on the same conversation, now at the top', async () => {
    const uids = range(30);
    const first = await mount(<List items={convs(uids)} />);
    await focusKey('convs/100');
    await settle();
    for (let i = 0; i < 12; i++) await press(...KEYS.down);
    expect(focusedKey(first.container)).toBe('convs/112');
    await first.unmount();

    // Its chat got a message meanwhile: it is first now, and position 12 holds another.
    const again = await mount(<List items={convs(toTop(uids, 112))} />);
    await focusKey('convs');
    await settle();
    expect(focusedKey(again.container)).toBe('convs/112');
    expect(again.container.querySelector('.focused')?.getAttribute('data-uid')).toBe('112');
    await again.unmount();
  });

  it('keeps focus on the same conversation when the list reorders while it is focused', async () => {
    const uids = range(30);
    const m = await mount(<List items={convs(uids)} />);
    await focusKey('convs/100');
    await settle();
    for (let i = 0; i < 14; i++) await press(...KEYS.down);
    expect(focusedKey(m.container)).toBe('convs/114');

    await m.rerender(<List items={convs(toTop(uids, 114))} />);
    await settle();
    expect(focusedKey(m.container)).toBe('convs/114');
    // The list scrolled to it (top) and the remote goes on from its new place.
    const track = m.container.querySelector('.vlist-track') as HTMLElement;
    expect(track.style.transform).toBe('translateY(-0rem)');
    await press(...KEYS.down);
    expect(focusedKey(m.container)).toBe('convs/100');
    await m.unmount();
  });
});
