import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { clearSectionMemory, recallFocus } from '@focus/section-memory';
import { destroyFocus, initFocus } from '@focus/init';
import { focusKey } from '@focus/focus-actions';
import { resetPointer } from '@focus/pointer';
import { focusedKey, KEYS, mount, press, settle } from './harness';

function Item({ index }: { index: number }) {
  const { ref, itemProps } = useFocusItem({ index }, 'item');
  return (
    <div ref={ref} {...itemProps}>
      item {index}
    </div>
  );
}

function Menu() {
  return (
    <FocusSection focusKey="menu">
      {[0, 1, 2, 3, 4].map((i) => (
        <Item key={i} index={i} />
      ))}
    </FocusSection>
  );
}

beforeEach(() => {
  clearSectionMemory();
  resetPointer();
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

describe('focus sections with memory', () => {
  it('puts the focused class and data-focus-key on the focused element', async () => {
    const m = await mount(<Menu />);
    await focusKey('menu/2');
    await settle();
    const el = m.container.querySelector('.focused');
    expect(el?.textContent).toBe('item 2');
    expect(el?.getAttribute('data-focus-key')).toBe('menu/2');
    await m.unmount();
  });

  it('remembers the last focused child across unmount and remount', async () => {
    const first = await mount(<Menu />);
    await focusKey('menu/3');
    await settle();
    expect(recallFocus('menu')).toEqual({ focusKey: 'menu/3', index: 3 });
    await first.unmount();

    const again = await mount(<Menu />);
    await focusKey('menu');
    await settle();
    expect(focusedKey(again.container)).toBe('menu/3');
    await again.unmount();
  });

  it('enters a section on the first child when it has no memory', async () => {
    const m = await mount(<Menu />);
    await focusKey('menu');
    await settle();
    expect(focusedKey(m.container)).toBe('menu/0');
    await m.unmount();
  });

  it('remembers the path through nested sections', async () => {
    function Page() {
      return (
        <FocusSection focusKey="page">
          <FocusSection focusKey="page/0" index={0}>
            <Item index={0} />
            <Item index={1} />
          </FocusSection>
          <FocusSection focusKey="page/1" index={1}>
            <Item index={0} />
            <Item index={1} />
          </FocusSection>
        </FocusSection>
      );
    }
    const m = await mount(<Page />);
    await focusKey('page/1/1');
    await settle();
    await m.unmount();
    expect(recallFocus('page')).toEqual({ focusKey: 'page/1', index: 1 });

    const again = await mount(<Page />);
    await focusKey('page');
    await settle();
    expect(focusedKey(again.container)).toBe('page/1/1');
    await again.unmount();
  });

  it('calls the focused item\'s OK handler on Enter', async () => {
    const pressed: number[] = [];
    function Button({ index }: { index: number }) {
      const { ref, itemProps } = useFocusItem({ index, onEnter: () => pressed.push(index) });
      return <div ref={ref} {...itemProps} />;
    }
    const m = await mount(
      <FocusSection focusKey="buttons">
        <Button index={0} />
        <Button index={1} />
      </FocusSection>,
    );
    await focusKey('buttons/1');
    await settle();
    await press(...KEYS.enter);
    expect(pressed).toEqual([1]);
    await m.unmount();
  });

  it('moves focus to an item the pointer moves over, but not when content slides under a still pointer', async () => {
    const m = await mount(<Menu />);
    await focusKey('menu/0');
    await settle();
    const target = m.container.querySelector('[data-focus-key="menu/4"]') as HTMLElement;
    await act(async () => {
      target.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, screenX: 100, screenY: 100 }));
    });
    await settle();
    expect(focusedKey(m.container)).toBe('menu/4');
    const other = m.container.querySelector('[data-focus-key="menu/1"]') as HTMLElement;
    await act(async () => {
      other.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, screenX: 100, screenY: 100 }));
    });
    await settle();
    expect(focusedKey(m.container)).toBe('menu/4');
    await m.unmount();
  });
});
