// focus/lodash-subset.ts against lodash itself (its per-function modules, which the alias of the
// bare 'lodash-es' name does not touch), on the shapes norigin passes: its focusable-component
// map (an object), sibling lists (arrays), key maps, parent-key lists.
import { describe, expect, it } from 'vitest';
import lodashDifference from 'lodash-es/difference.js';
import lodashFilter from 'lodash-es/filter.js';
import lodashFindKey from 'lodash-es/findKey.js';
import lodashForEach from 'lodash-es/forEach.js';
import lodashForOwn from 'lodash-es/forOwn.js';
import lodashHead from 'lodash-es/head.js';
import lodashSortBy from 'lodash-es/sortBy.js';
import * as lodashAsNoriginSees from 'lodash-es';
import { assign, difference, filter, findKey, first, forEach, forOwn, sortBy } from '../../../focus/lodash-subset';

type Component = { focusKey: string; parentFocusKey: string; focusable: boolean; d: number };
const components: Record<string, Component> = {};
for (let i = 0; i < 30; i++) {
  const key = `item-${(i * 7) % 30}`;
  // Many equal distances and a NaN: the stable order and lodash's NaN-last rule both matter.
  components[key] = { focusKey: key, parentFocusKey: i % 3 ? 'row-a' : 'row-b', focusable: i % 5 !== 0, d: i === 11 ? NaN : i % 4 };
}
const list = Object.values(components);

describe('the lodash subset norigin gets', () => {
  it('is what the bare lodash-es name resolves to', () => {
    expect(lodashAsNoriginSees.sortBy).toBe(sortBy);
    expect(typeof lodashAsNoriginSees.throttle).toBe('function');
    expect(typeof lodashAsNoriginSees.debounce).toBe('function');
    expect(lodashAsNoriginSees.uniqueId('fk')).toMatch(/^fk\d+$/);
  });

  it('filters an object of components and an array like lodash', () => {
    const keep = (c: Component) => c.parentFocusKey === 'row-a' && c.focusable;
    expect(filter(components, keep)).toEqual(lodashFilter(components, keep));
    expect(filter(list, keep)).toEqual(lodashFilter(list, keep));
    expect(filter(null, keep)).toEqual(lodashFilter(null, keep));
  });

  it('sorts by distance stably, NaN last, over more than ten items', () => {
    const by = (c: Component) => c.d;
    const ours = sortBy(list, by).map((c) => c.focusKey);
    expect(ours).toEqual(lodashSortBy(list, by).map((c) => c.focusKey));
    expect(ours.at(-1)).toBe(list.find((c) => Number.isNaN(c.d))!.focusKey);
    expect(sortBy(components, by)).toEqual(lodashSortBy(components, by));
  });

  it('finds a key, walks own keys, stops a walk on false', () => {
    const keyMap = { left: [37, 21], up: [38, 19], right: [39, 22], down: [40, 20], enter: [13, 23] };
    const codes = (code: number) => (c: number[]) => c.includes(code);
    for (const code of [19, 40, 13, 99]) expect(findKey(keyMap, codes(code))).toBe(lodashFindKey(keyMap, codes(code)));
    const walk = (fn: typeof forOwn, c: Record<string, Component> | Component[]) => {
      const seen: string[] = [];
      fn(c, (v: Component) => {
        seen.push(v.focusKey);
        return seen.length < 7;
      });
      return seen;
    };
    expect(walk(forOwn, components)).toEqual(walk(lodashForOwn as typeof forOwn, components));
    expect(walk(forEach, list)).toEqual(walk(lodashForEach as typeof forEach, list));
  });

  it('takes differences, the first item and assigns like lodash', () => {
    const before = ['root', 'menu', 'row-a', 'row-b'];
    const after = ['root', 'row-b', 'row-c'];
    expect(difference(before, after)).toEqual(lodashDifference(before, after));
    expect(difference(after, before)).toEqual(lodashDifference(after, before));
    expect(first(list)).toBe(lodashHead(list));
    expect(first([])).toBe(lodashHead([]));
    const target = { a: 1 };
    expect(assign(target, { b: 2 })).toBe(target);
    expect(target).toEqual({ a: 1, b: 2 });
  });
});
