// Issue 30, point 1: youth mode's pure parts on the server: China's local day and night hours,
// the PIN hash, and the list filter that keeps only titles for minors.
import { describe, expect, it } from 'vitest';
import { isNight, localDay, localHour } from '../../server/youth/rules';
import { hashPin, pinMatches } from '../../server/youth/pin';
import { keepMinorTitles } from '../../server/youth/guard';

const at = (isoUtc: string) => Date.parse(isoUtc) / 1000;
const item = (id: number) => ({ id, mediaKey: `v${id}`, title: `t${id}`, categoryName: '少儿' });

describe('youth rules', () => {
  it('counts the day and the hours in China Standard Time (UTC+8)', () => {
    expect(localHour(at('2026-03-02T14:00:00Z'))).toBe(22);
    expect(localDay(at('2026-03-02T15:59:59Z'))).toBe(localDay(at('2026-03-02T00:00:00Z')));
    expect(localDay(at('2026-03-02T16:00:00Z'))).toBe(localDay(at('2026-03-02T00:00:00Z')) + 1);
  });

  it('is night from 22:00 to 06:00', () => {
    expect(isNight(at('2026-03-02T13:59:59Z'))).toBe(false); // 21:59:59
    expect(isNight(at('2026-03-02T14:00:00Z'))).toBe(true); // 22:00
    expect(isNight(at('2026-03-02T21:59:59Z'))).toBe(true); // 05:59:59
    expect(isNight(at('2026-03-02T22:00:00Z'))).toBe(false); // 06:00
  });

  it('hashes the PIN with a salt and checks it', async () => {
    const a = await hashPin('1234');
    const b = await hashPin('1234');
    expect(a).not.toBe(b);
    expect(a).not.toContain('1234');
    expect(await pinMatches('1234', a)).toBe(true);
    expect(await pinMatches('4321', a)).toBe(false);
    expect(await pinMatches('1234', 'plain')).toBe(false);
  });

  it('keeps only titles for minors in lists, drops emptied sections, leaves other records and frozen input alone', () => {
    const reply = Object.freeze({
      banner: [item(1), item(2)],
      sections: [{ name: 'a', list: [item(2)] }, { name: 'b', list: [item(1), item(3)] }, { name: 'c', list: [] }],
      history: [{ video: item(2), position: 5 }, { video: item(3), position: 9 }],
      episodes: [{ id: 99, mediaKey: 'v1', index: 1, title: '第1集' }],
    });
    const out = keepMinorTitles(reply, new Set([1, 3])) as typeof reply;
    expect(out.banner.map((v) => v.id)).toEqual([1]);
    expect(out.sections.map((s) => s.name)).toEqual(['b', 'c']);
    expect(out.sections[0].list.map((v) => v.id)).toEqual([1, 3]);
    expect(out.history.map((h) => h.video.id)).toEqual([3]);
    expect(out.episodes).toHaveLength(1);
    expect(reply.banner).toHaveLength(2);
  });
});
