// The chat list's scroll anchoring (src/lib/use-anchored-scroll.ts), used by both chat views.
import { describe, expect, it } from 'vitest';
import { useRef } from 'react';
import { useAnchoredScroll } from '@src/lib/use-anchored-scroll';
import { mount } from '../focus/harness';

/** jsdom has no layout: each item is 100 px tall. */
function List({ keys }: { keys: string[] }) {
  const ref = useRef<HTMLDivElement | null>(null);
  useAnchoredScroll(ref, keys.map((key) => ({ key })));
  return (
    <div
      ref={(el) => {
        ref.current = el;
        if (el) Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => el.childElementCount * 100 });
      }}
      data-testid="list"
    >
      {keys.map((k) => (
        <p key={k}>{k}</p>
      ))}
    </div>
  );
}

describe('anchored chat scroll', () => {
  it('scrolls to the bottom for a new last message and keeps the view in place when older ones load above', async () => {
    const m = await mount(<List keys={['3', '4']} />);
    const el = m.container.querySelector('[data-testid="list"]') as HTMLDivElement;
    expect(el.scrollTop).toBe(200);
    el.scrollTop = 50;
    await m.rerender(<List keys={['1', '2', '3', '4']} />);
    expect(el.scrollTop).toBe(250);
    await m.rerender(<List keys={['1', '2', '3', '4', '5']} />);
    expect(el.scrollTop).toBe(500);
    await m.unmount();
  });
});
