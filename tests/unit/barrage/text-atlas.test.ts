import { describe, expect, it } from 'vitest';
import { ShelfPacker } from '@src/barrage/shelf-packer';
import { TextAtlas, type TextStyle } from '@src/barrage/text-atlas';
import { FakeContext, fakeSurfaces } from './fakes';

const style: TextStyle = { font: '20px sans-serif', color: '#fff', stroke: 1, ascent: 0 };

describe('ShelfPacker', () => {
  it('packs rows left to right and opens a new shelf when a row is full', () => {
    const p = new ShelfPacker(100, 100);
    const a = p.alloc(60, 20)!;
    const b = p.alloc(40, 20)!;
    const c = p.alloc(10, 20)!;
    expect([a.x, a.y, b.x, b.y]).toEqual([0, 0, 60, 0]);
    expect([c.x, c.y]).toEqual([0, 20]);
    expect(p.alloc(101, 10)).toBeNull();
  });

  it('reuses a freed slot and merges neighbouring free runs', () => {
    const p = new ShelfPacker(100, 20);
    const a = p.alloc(30, 20)!;
    const b = p.alloc(30, 20)!;
    p.alloc(30, 20);
    expect(p.alloc(30, 20)).toBeNull(); // page full
    p.free(a);
    p.free(b);
    expect(p.freeRuns(0)).toEqual([{ x: 0, w: 60 }]);
    const big = p.alloc(55, 20)!;
    expect([big.x, big.y]).toEqual([0, 0]);
  });

  it('gives an emptied shelf back for reuse', () => {
    const p = new ShelfPacker(100, 40);
    const row1 = [p.alloc(50, 20)!, p.alloc(50, 20)!];
    p.alloc(100, 20);
    expect(p.alloc(10, 20)).toBeNull();
    row1.forEach((s) => p.free(s));
    expect(p.cursorOf(0)).toBe(0);
    expect(p.alloc(90, 18)!.y).toBe(0);
  });
});

describe('TextAtlas', () => {
  it('draws a text once and shares the bitmap between comments', () => {
    const { factory, made } = fakeSurfaces();
    const atlas = new TextAtlas(factory, 256, 64, 256 * 64 * 4);
    const a = atlas.acquire('哈哈哈', style, 60, 24)!;
    const b = atlas.acquire('哈哈哈', style, 60, 24)!;
    expect(b).toBe(a);
    expect(a.refs).toBe(2);
    expect(atlas.rasterized).toBe(1);
    const ctx = made[0].ctx as FakeContext;
    expect(ctx.count('strokeText')).toBe(1);
    expect(ctx.count('fillText')).toBe(1);
  });

  it('reuses the slot of an idle bitmap (LRU) when the page is full, and never evicts one in use', () => {
    const { factory } = fakeSurfaces();
    const atlas = new TextAtlas(factory, 100, 28, 100 * 28 * 4);
    const a = atlas.acquire('a', style, 40, 24)!;
    const b = atlas.acquire('b', style, 40, 24)!;
    expect(atlas.acquire('c', style, 40, 24)).toBeNull(); // both in use
    atlas.release(a);
    const c = atlas.acquire('c', style, 40, 24)!;
    expect(c.slot.x).toBe(a.slot.x);
    expect(atlas.evicted).toBe(1);
    expect(atlas.acquire('b', style, 40, 24)).toBe(b);
    expect(atlas.pageCount).toBe(1);
    expect(atlas.bytes).toBe(100 * 28 * 4);
  });

  it('keeps an idle bitmap cached so the same text comes back without redrawing', () => {
    const { factory } = fakeSurfaces();
    const atlas = new TextAtlas(factory, 256, 64, 256 * 64 * 4);
    const a = atlas.acquire('again', style, 50, 24)!;
    atlas.release(a);
    expect(atlas.idleCount).toBe(1);
    expect(atlas.acquire('again', style, 50, 24)).toBe(a);
    expect(atlas.rasterized).toBe(1);
    expect(atlas.idleCount).toBe(0);
  });

  it('adds pages up to its limit, then refuses', () => {
    const { factory, made } = fakeSurfaces();
    const atlas = new TextAtlas(factory, 64, 28, 64 * 28 * 4 * 2);
    expect(atlas.acquire('1', style, 60, 24)).not.toBeNull();
    expect(atlas.acquire('2', style, 60, 24)).not.toBeNull();
    expect(atlas.acquire('3', style, 60, 24)).toBeNull();
    expect(made).toHaveLength(2);
  });

  it('gives a text wider than a page a canvas of its own and frees it on eviction', () => {
    const { factory, made } = fakeSurfaces();
    const atlas = new TextAtlas(factory, 64, 28, 64 * 28 * 4 + 200 * 24 * 4 + 10_000);
    const small = atlas.acquire('s', style, 30, 24)!;
    const wide = atlas.acquire('a very long comment', style, 199, 23)!;
    expect(made[1].width).toBe(200);
    expect(atlas.bytes).toBe(64 * 28 * 4 + 200 * 24 * 4);
    atlas.release(wide);
    atlas.release(small);
    // Another wide text needs the memory: the idle wide bitmap goes.
    const other = atlas.acquire('another long comment', style, 199, 23)!;
    expect(other).not.toBeNull();
    expect((made[1].image as unknown as { width: number }).width).toBe(0);
    expect(made).toHaveLength(3);
    expect(atlas.pageCount).toBe(2);
    expect(atlas.bytes).toBe(64 * 28 * 4 + 200 * 24 * 4);
  });
});
