// Focus keys from data: duplicate keys are refused in development, containers key cells by data
// id, page instances scope their keys, a non-kept page's memory ends with it, and pages read
// keys as actions from the platform's key map.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { claimFocusKey, cellKeys } from '@focus/focus-key-registry';
import { FocusScopeContext, scopedKey } from '@focus/focus-scope';
import { pageFocusScope, RETIRED_SCOPES_KEPT, usePageFocusMemory } from '@focus/page-scope';
import { clearSectionMemory, recallFocus, rememberFocus } from '@focus/section-memory';
import { useKeyAction } from '@focus/use-key-action';
import type { KeyAction } from '@focus/key-map';
import { destroyFocus, initFocus } from '@focus/init';
import { focusKey } from '@focus/focus-actions';
import { focusedKey, mount, press, settle } from './harness';

function Item({ focusKey: key, id }: { focusKey?: string; id?: string | number }) {
  const { ref, itemProps } = useFocusItem({ focusKey: key, id });
  return <div ref={ref} {...itemProps} />;
}

beforeEach(() => {
  clearSectionMemory();
  initFocus({ platform: 'browser' });
});
afterEach(() => destroyFocus());

describe('duplicate focus keys', () => {
  it('runs the tests in development mode (import.meta.env.DEV)', () => {
    expect(import.meta.env.DEV).toBe(true);
  });

  it('throws in development when a mounted key is claimed again, and frees it on release', () => {
    const release = claimFocusKey('dup/a');
    expect(() => claimFocusKey('dup/a')).toThrow(/Duplicate focus key "dup\/a"/);
    release();
    const again = claimFocusKey('dup/a');
    again();
    // Production builds never throw (norigin keeps going).
    const prodA = claimFocusKey('dup/b', false);
    expect(() => claimFocusKey('dup/b', false)).not.toThrow();
    prodA();
  });

  it('refuses two rendered items with the same data id in one section', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const render = act(async () => {
      root.render(
        <FocusSection focusKey="episodes">
          <Item id={7} />
          <Item id={7} />
        </FocusSection>,
      );
    });
    await expect(render).rejects.toThrow(/Duplicate focus key "episodes\/7"/);
    await act(async () => root.unmount());
    container.remove();
  });

  it('keys container cells by data id; a repeated id throws in development and is suffixed in production', () => {
    expect(cellKeys('row', [{ id: 5 }, { id: 9 }], (v) => v.id)).toEqual(['row/5', 'row/9']);
    expect(() => cellKeys('row', [{ id: 5 }, { id: 5 }], (v) => v.id)).toThrow(/Duplicate focus key "row\/5"/);
    expect(cellKeys('row', [{ id: 5 }, { id: 5 }], (v) => v.id, false)).toEqual(['row/5', 'row/5~1']);
  });
});

describe('page-instance focus scope', () => {
  it('scopes keys idempotently', () => {
    expect(scopedKey('page:Watch#a1', 'watch/controls')).toBe('page:Watch#a1/watch/controls');
    expect(scopedKey('page:Watch#a1', 'page:Watch#a1/watch/controls')).toBe('page:Watch#a1/watch/controls');
    expect(scopedKey('', 'tv-menu/0')).toBe('tv-menu/0');
    expect(pageFocusScope('Home')).toBe('page:Home');
    expect(pageFocusScope('Watch', 'k2')).toBe('page:Watch#k2');
  });

  it('lets two instances of the same page render the same sections and controls side by side', async () => {
    const errors: unknown[] = [];
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container, { onUncaughtError: (e) => errors.push(e) });
    const page = (scope: string) => (
      <FocusScopeContext.Provider value={scope}>
        <FocusSection focusKey="watch/controls">
          <Item id="play" />
        </FocusSection>
        <Item focusKey="watch/stage" />
      </FocusScopeContext.Provider>
    );
    await act(async () => {
      root.render(
        <>
          {page(pageFocusScope('Watch', 'first'))}
          {page(pageFocusScope('Watch', 'second'))}
        </>,
      );
    });
    expect(errors).toEqual([]);
    const keys = Array.from(container.querySelectorAll('[data-focus-key]')).map((el) => el.getAttribute('data-focus-key'));
    expect(keys).toEqual(['page:Watch#first/watch/controls/play', 'page:Watch#first/watch/stage', 'page:Watch#second/watch/controls/play', 'page:Watch#second/watch/stage']);
    await act(async () => root.unmount());
    container.remove();
  });

  it('keeps the section memory of a left page for Back to its history entry, and forgets the oldest beyond the bound', async () => {
    function Frame({ scope, keepAlive }: { scope: string; keepAlive: boolean }) {
      usePageFocusMemory(scope, keepAlive);
      return (
        <FocusScopeContext.Provider value={scope}>
          <FocusSection focusKey="list">
            <Item id="a" />
            <Item id="b" />
          </FocusSection>
        </FocusScopeContext.Provider>
      );
    }
    const search = pageFocusScope('Search', 'e1');
    const home = pageFocusScope('Home');
    const m = await mount(
      <>
        <Frame scope={search} keepAlive={false} />
        <Frame scope={home} keepAlive />
      </>,
    );
    await focusKey(`${search}/list/b`);
    await settle();
    expect(focusedKey(m.container)).toBe(`${search}/list/b`);
    await focusKey(`${home}/list/b`);
    await settle();
    // Another instance's memory with a similar prefix survives.
    rememberFocus(`${search}0/list`, { focusKey: `${search}0/list/a` });
    expect(recallFocus(`${search}/list`)?.focusKey).toBe(`${search}/list/b`);
    expect(recallFocus(`${home}/list`)?.focusKey).toBe(`${home}/list/b`);
    await m.unmount();
    // Left, not gone: Back to the same entry (same scope) finds where focus was.
    expect(recallFocus(`${search}/list`)?.focusKey).toBe(`${search}/list/b`);
    expect(recallFocus(`${home}/list`)?.focusKey).toBe(`${home}/list/b`);
    // Other left pages push it out once more than the bound have been left after it.
    for (let n = 0; n < RETIRED_SCOPES_KEPT; n++) {
      const other = pageFocusScope('Search', `later${n}`);
      rememberFocus(`${other}/list`, { focusKey: `${other}/list/a` });
      const left = await mount(<Frame scope={other} keepAlive={false} />);
      await left.unmount();
    }
    expect(recallFocus(`${search}/list`)).toBeUndefined();
    expect(recallFocus(`${pageFocusScope('Search', 'later0')}/list`)).toBeDefined();
    expect(recallFocus(`${home}/list`)?.focusKey).toBe(`${home}/list/b`);
    expect(recallFocus(`${search}0/list`)).toBeDefined();
  });
});

describe('useKeyAction', () => {
  it('hands pages the action of a key from the platform key map (Tizen Return 10009 is back) on down and up', async () => {
    destroyFocus();
    initFocus({ platform: 'tizen' });
    const seen: string[] = [];
    function Page() {
      const [enabled] = useState(true);
      useKeyAction((a: KeyAction) => seen.push(`down:${a}`), { enabled });
      useKeyAction((a: KeyAction) => seen.push(`up:${a}`), { phase: 'up' });
      return null;
    }
    const m = await mount(<Page />);
    await press('XF86Back', 10009);
    await press('ArrowLeft', 37);
    await press('q', 81);
    // Media and colour keys of the remote (Tizen Play/Pause 10252, red 403).
    await press('MediaPlayPause', 10252);
    await press('ColorF0Red', 403);
    expect(seen).toEqual(['down:back', 'up:back', 'down:left', 'up:left', 'down:playPause', 'up:playPause', 'down:red', 'up:red']);
    await m.unmount();
    await press('ArrowLeft', 37);
    expect(seen).toHaveLength(8);
  });
});
