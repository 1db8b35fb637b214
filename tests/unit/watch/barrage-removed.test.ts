// The barrageRemoved socket payload comes from the network: checked field by field.
import { describe, expect, it } from 'vitest';
import { parseRemovedBarrage } from '@src/features/watch/barrage-convert';

describe('parseRemovedBarrage', () => {
  it('keeps the media key and the integer ids', () => {
    expect(parseRemovedBarrage({ mediaKey: 'v1', ids: [3, 4.5, '7', 9] })).toEqual({ mediaKey: 'v1', ids: [3, 9] });
  });

  it('refuses what is not the payload', () => {
    expect(parseRemovedBarrage(null)).toBeNull();
    expect(parseRemovedBarrage({ mediaKey: 1, ids: [1] })).toBeNull();
    expect(parseRemovedBarrage({ mediaKey: 'v1', ids: 'x' })).toBeNull();
  });
});
