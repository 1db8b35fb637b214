import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Emitter } from '@src/lib/events';

describe('Emitter (the one typed emitter of src)', () => {
  it('delivers a payload to the listeners of that event only, until they unsubscribe', () => {
    const e = new Emitter<{ a: number; b: string }>();
    const a = vi.fn();
    const b = vi.fn();
    const off = e.on('a', a);
    e.on('b', b);
    e.emit('a', 1);
    off();
    e.emit('a', 2);
    expect(a.mock.calls).toEqual([[1]]);
    expect(b).not.toHaveBeenCalled();
  });

  it('keeps informing the other listeners when one throws, and logs it with its label', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const e = new Emitter<{ x: number }>('test');
    const after = vi.fn();
    e.on('x', () => {
      throw new Error('boom');
    });
    e.on('x', after);
    e.emit('x', 5);
    expect(after).toHaveBeenCalledWith(5);
    expect(err.mock.calls[0][0]).toBe('[test] listener for "x" threw');
    err.mockRestore();
  });

  it('lets a listener unsubscribe itself during emit without skipping the next, and clear() drops all', () => {
    const e = new Emitter<{ x: undefined }>();
    const second = vi.fn();
    const off = e.on('x', () => off());
    e.on('x', second);
    e.emit('x', undefined);
    expect(second).toHaveBeenCalledTimes(1);
    e.clear();
    e.emit('x', undefined);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('one emitter', () => {
  it('no hand-rolled listener set in src, focus or layouts: listeners go on an Emitter', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(f)) files.push(p);
      }
    };
    ['src', 'focus', 'layouts'].forEach(walk);
    const handRolled = files.filter((f) => /new Set<\s*(\([^)]*\)\s*=>|Listener\b)/.test(readFileSync(f, 'utf8')));
    expect(handRolled).toEqual([]);
  });
});
