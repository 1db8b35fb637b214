// A page that knows where focus lands presets it: the item shows focus from its first render
// and norigin focuses it once it registers; if focus went elsewhere first, the look is dropped.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FocusSection } from '@focus/focus-section';
import { VirtualRow } from '@focus/virtual-row';
import { useFocusItem } from '@focus/use-focus-item';
import { clearSectionMemory } from '@focus/section-memory';
import { destroyFocus, initFocus } from '@focus/init';
import { currentFocusKey, focusKey } from '@focus/focus-actions';
import { clearPresetFocus, presetFocus } from '@focus/initial-focus';
import { focusedKey, KEYS, mount, press, settle } from './harness';

const firstRenderClass: Record<string, string> = {};

function Item({ index }: { index: number }) {
  const { ref, itemProps } = useFocusItem({ index }, 'item');
  firstRenderClass[itemProps['data-focus-key']] ??= itemProps.className;
  return (
    <div ref={ref} {...itemProps}>
      {index}
    </div>
  );
}

function List() {
  return (
    <FocusSection focusKey="preset-list">
      {[0, 1, 2].map((i) => (
        <Item key={i} index={i} />
      ))}
    </FocusSection>
  );
}

beforeEach(() => {
  clearSectionMemory();
  clearPresetFocus();
  for (const k of Object.keys(firstRenderClass)) delete firstRenderClass[k];
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

describe('preset initial focus', () => {
  it('renders the preset item focused from its first render and norigin confirms it', async () => {
    presetFocus('preset-list/1');
    const m = await mount(<List />);
    expect(firstRenderClass['preset-list/1']).toBe('item focused');
    expect(firstRenderClass['preset-list/0']).toBe('item');
    await settle();
    expect(currentFocusKey()).toBe('preset-list/1');
    expect(focusedKey(m.container)).toBe('preset-list/1');
    expect(m.container.querySelectorAll('.focused').length).toBe(1);
    await m.unmount();
  });

  it('drops the preset look when focus went elsewhere before the item registered', async () => {
    presetFocus('preset-list/2');
    // Focus moves on (to a key nothing answers to) before the list mounts.
    await focusKey('elsewhere');
    const m = await mount(<List />);
    expect(firstRenderClass['preset-list/2']).toBe('item focused');
    await settle();
    expect(currentFocusKey()).toBe('elsewhere');
    expect(m.container.querySelectorAll('.focused').length).toBe(0);
    await m.unmount();
  });

  it('replays an arrow pressed before the preset item registered', async () => {
    presetFocus('preset-row/0');
    await settle();
    // The first focus is painted but not registered yet: nothing to move from, so it waits.
    await press(...KEYS.right);
    expect(currentFocusKey()).toBe('preset-row/0');
    const m = await mount(<VirtualRow focusKey="preset-row" items={[0, 1, 2, 3]} itemWidth={300} itemHeight={420} itemId={(n) => n} renderItem={(_, i) => <Item index={i} />} />);
    await settle();
    expect(focusedKey(m.container)).toBe('preset-row/1');
    await m.unmount();
  });
});
