import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleBack, pushBackHandler, resetBackStack, setBackFallback } from '@focus/back-stack';
import { dispatchRemoteKey } from '@focus/remote-keys';
import { keyMapFor } from '@focus/key-map';

afterEach(() => resetBackStack());

describe('Back handler stack', () => {
  it('closes the top overlay first, then asks the page, then falls back to history', () => {
    const calls: string[] = [];
    setBackFallback(() => calls.push('history'));
    pushBackHandler(() => {
      calls.push('page');
      return true;
    }, 'page');
    const closeLower = pushBackHandler(() => void calls.push('overlay-1'), 'overlay');
    const closeTop = pushBackHandler(() => void calls.push('overlay-2'), 'overlay');

    expect(handleBack()).toBe('overlay');
    closeTop();
    expect(handleBack()).toBe('overlay');
    closeLower();
    expect(handleBack()).toBe('page');
    expect(calls).toEqual(['overlay-2', 'overlay-1', 'page']);
  });

  it('lets a page handler that returns false pass Back on to the fallback', () => {
    const fallback = vi.fn();
    setBackFallback(fallback);
    const page = vi.fn(() => false);
    pushBackHandler(page, 'page');
    expect(handleBack()).toBe('fallback');
    expect(page).toHaveBeenCalledOnce();
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('asks the most recent page handler first', () => {
    const order: string[] = [];
    pushBackHandler(() => {
      order.push('outer');
      return true;
    });
    const remove = pushBackHandler(() => {
      order.push('inner');
      return true;
    });
    handleBack();
    remove();
    remove();
    handleBack();
    expect(order).toEqual(['inner', 'outer']);
  });

  it('routes a Back key through the stack, but Backspace inside a text field edits text', () => {
    const fallback = vi.fn();
    setBackFallback(fallback);
    const map = keyMapFor('browser');
    dispatchRemoteKey(map, new KeyboardEvent('keydown', { key: 'Escape', keyCode: 27 }));
    expect(fallback).toHaveBeenCalledTimes(1);

    const input = document.createElement('input');
    document.body.appendChild(input);
    const ev = new KeyboardEvent('keydown', { key: 'Backspace', keyCode: 8, bubbles: true });
    input.dispatchEvent(ev);
    expect(dispatchRemoteKey(map, ev)).toBeUndefined();
    expect(fallback).toHaveBeenCalledTimes(1);
    input.remove();
  });

  it('routes the webOS Back code 461 through the stack', () => {
    const fallback = vi.fn();
    setBackFallback(fallback);
    expect(dispatchRemoteKey(keyMapFor('webos'), new KeyboardEvent('keydown', { keyCode: 461 }))).toBe('back');
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('claims media and colour keys from the browser (pages get them through useKeyAction)', () => {
    const map = keyMapFor('tizen');
    const playPause = new KeyboardEvent('keydown', { keyCode: 10252, cancelable: true });
    const red = new KeyboardEvent('keydown', { keyCode: 403, cancelable: true });
    expect(dispatchRemoteKey(map, playPause)).toBe('playPause');
    expect(dispatchRemoteKey(map, red)).toBe('red');
    expect(playPause.defaultPrevented && red.defaultPrevented).toBe(true);
  });
});
