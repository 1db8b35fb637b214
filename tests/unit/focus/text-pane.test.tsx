import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TextPane, textPaneStep, TEXT_SCROLL_STEP } from '@focus/text-pane';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { destroyFocus, initFocus } from '@focus/init';
import { focusKey } from '@focus/focus-actions';
import { focusedKey, KEYS, mount, press, settle } from './harness';

describe('text pane step math', () => {
  it('scrolls in 300 px steps and clamps at the end', () => {
    expect(TEXT_SCROLL_STEP).toBe(300);
    expect(textPaneStep(0, 'down', 1000, 400)).toBe(300);
    expect(textPaneStep(300, 'down', 1000, 400)).toBe(600);
    expect(textPaneStep(600, 'down', 1000, 400)).toBeNull();
    expect(textPaneStep(500, 'down', 1000, 400)).toBe(600);
    expect(textPaneStep(600, 'up', 1000, 400)).toBe(300);
    expect(textPaneStep(100, 'up', 1000, 400)).toBe(0);
    expect(textPaneStep(0, 'up', 1000, 400)).toBeNull();
    expect(textPaneStep(0, 'left', 1000, 400)).toBeNull();
  });
});

function Other() {
  const { ref, itemProps } = useFocusItem({ focusKey: 'after' });
  return <div ref={ref} {...itemProps} />;
}

beforeEach(() => initFocus({ platform: 'browser' }));
afterEach(() => destroyFocus());

describe('text pane', () => {
  it('scrolls its content 300 px per Down press, then lets focus leave at the end', async () => {
    const m = await mount(
      <FocusSection focusKey="article">
        <TextPane focusKey="pane">
          <p>long text</p>
        </TextPane>
        <Other />
      </FocusSection>,
    );
    const pane = m.container.querySelector('.text-pane') as HTMLElement;
    Object.defineProperty(pane, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(pane, 'clientHeight', { configurable: true, value: 400 });
    await focusKey('pane');
    await settle();
    await press(...KEYS.down);
    expect(pane.scrollTop).toBe(300);
    await press(...KEYS.down);
    expect(pane.scrollTop).toBe(600);
    await press(...KEYS.up);
    expect(pane.scrollTop).toBe(300);
    expect(focusedKey(m.container)).toBe('pane');
    await m.unmount();
  });
});
