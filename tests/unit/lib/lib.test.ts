import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mask } from '@src/lib/mask';
import { formatCount, formatDuration, levelIcon, relativeTime } from '@src/lib/format';
import { sizedImageUrl } from '@src/lib/image-size';
import { imageWidthFor } from '@src/api/contract/image-width';
import { applyPageMeta, siteMeta, trimDescription } from '@src/lib/page-meta';
import { debounce } from '@src/lib/debounce';
import { followLabelKey } from '@src/lib/follow';
import { markStatisticsFailed, sendStatistics, statisticsAllowed, STATISTICS_BACKOFF_MS } from '@src/lib/statistics-backoff';
import { capToastText } from '@src/lib/toast-text';
import { getCookie } from '@src/lib/cookie';
import { localGetJson } from '@src/lib/storage';

describe('mask (spec 002 §5)', () => {
  it('leaves text of 4 characters or fewer unchanged', () => {
    expect(mask('abcd')).toBe('abcd');
    expect(mask('张三')).toBe('张三');
  });
  it('keeps the first 2 characters of an e-mail local part and the domain', () => {
    expect(mask('abcdef@gmail.com')).toBe('ab****@gmail.com');
    expect(mask('abcdef', true)).toBe('ab****');
  });
  it('keeps the first word of a two-word name and masks the middle of the second', () => {
    expect(mask('John Smithson')).toBe('John Sm****on');
  });
  it('otherwise keeps the first 2 and last 2 characters', () => {
    expect(mask('13812345678')).toBe('13*******78');
    expect(mask('abcde')).toBe('ab*de');
  });
});

describe('relative time (spec 001 §9)', () => {
  const now = new Date(2024, 4, 20, 12, 0, 0).getTime();
  it('is 刚刚 under 1 hour', () => {
    expect(relativeTime(now - 59 * 60_000, now)).toBe('刚刚');
  });
  it('is N小时前 under 24 hours', () => {
    expect(relativeTime(now - 3600_000, now)).toBe('1小时前');
    expect(relativeTime(now - 23.9 * 3600_000, now)).toBe('23小时前');
  });
  it('is N天前 under 3 days', () => {
    expect(relativeTime(now - 24 * 3600_000, now)).toBe('1天前');
    expect(relativeTime(now - 71 * 3600_000, now)).toBe('2天前');
  });
  it('is YYYY-MM-DD from 3 days', () => {
    expect(relativeTime(new Date(2024, 4, 17, 12, 0, 0), now)).toBe('2024-05-17');
  });
  it('accepts unix seconds', () => {
    expect(relativeTime(Math.floor((now - 2 * 3600_000) / 1000), now)).toBe('2小时前');
  });
});

describe('counts, durations, level icon', () => {
  it('shows 10000 or more as X万 with one decimal', () => {
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(10000)).toBe('1.0万');
    expect(formatCount(12345)).toBe('1.2万');
    expect(formatCount(1_234_567)).toBe('123.4万');
  });
  it('formats mm:ss, with hours when needed', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3661)).toBe('1:01:01');
  });
  it('caps the level icon at 8', () => {
    expect(levelIcon(3)).toBe(3);
    expect(levelIcon(8)).toBe(8);
    expect(levelIcon(12)).toBe(8);
    expect(levelIcon(-1)).toBe(0);
  });
});

describe('image size steps 200/400/600/800/1000 with factor 1.3', () => {
  it('picks the smallest step covering width x 1.3', () => {
    expect(imageWidthFor(100)).toBe(200);
    expect(imageWidthFor(153)).toBe(200);
    expect(imageWidthFor(154)).toBe(400);
    expect(imageWidthFor(460)).toBe(600);
    expect(imageWidthFor(2000)).toBe(1000);
  });
  it('adds the width to the URL', () => {
    expect(sizedImageUrl('/media/posters/a.jpg', 300)).toBe('/media/posters/a.jpg?w=400');
    expect(sizedImageUrl('/p.jpg?x=1', 100)).toBe('/p.jpg?x=1&w=200');
  });
});

describe('page meta', () => {
  it('has site title, separator, slogan and keywords', () => {
    expect(siteMeta()).toMatchObject({ title: '星河视频', separator: '-' });
    expect(siteMeta().slogan.length).toBeGreaterThan(0);
    expect(siteMeta().keywords).toContain('星河视频');
  });
  it('cuts the description to 255 characters', () => {
    expect(Array.from(trimDescription('字'.repeat(300)))).toHaveLength(255);
    expect(trimDescription(' a  b ')).toBe('a b');
  });
  it('applies the title and meta tags', () => {
    applyPageMeta('搜索-星河视频', { description: 'd'.repeat(400) });
    expect(document.title).toBe('搜索-星河视频');
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toHaveLength(255);
  });
});

describe('debounce (300 ms default)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('calls once with the last arguments after 300 ms of quiet', () => {
    const fn = vi.fn();
    const d = debounce(fn);
    d(1);
    vi.advanceTimersByTime(200);
    d(2);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
  });
  it('can be cancelled and flushed', () => {
    const fn = vi.fn();
    const d = debounce(fn, 50);
    d(1);
    d.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    d(3);
    d.flush();
    expect(fn).toHaveBeenCalledWith(3);
  });
});

describe('follow button label (spec 001 §2)', () => {
  it('shows 已拉黑 / 已关注 / 关注 and nothing for oneself', () => {
    expect(followLabelKey({ userId: 2, isBlackList: 1, focusStatus: 1 }, 1)).toBe('follow.blacklisted');
    expect(followLabelKey({ userId: 2, focusStatus: true }, 1)).toBe('follow.followed');
    expect(followLabelKey({ userId: 2, focus: 1 }, null)).toBe('follow.followed');
    expect(followLabelKey({ userId: 2, focusStatus: 0 }, 1)).toBe('follow.follow');
    expect(followLabelKey({ userId: 1, focusStatus: 1 }, 1)).toBeNull();
  });
});

describe('statistics back-off (10 min, accessStatisticsErrTime)', () => {
  beforeEach(() => sessionStorage.clear());
  it('backs off 10 minutes after a failure', async () => {
    const t0 = 5_000_000;
    expect(await sendStatistics(() => Promise.reject(new Error('x')), t0)).toEqual({ sent: false });
    expect(sessionStorage.getItem('accessStatisticsErrTime')).toBe(String(t0));
    const send = vi.fn().mockResolvedValue(null);
    expect(await sendStatistics(send, t0 + STATISTICS_BACKOFF_MS - 1)).toEqual({ sent: false });
    expect(send).not.toHaveBeenCalled();
    // The raw reply comes back as sent.
    expect(await sendStatistics(send, t0 + STATISTICS_BACKOFF_MS)).toEqual({ sent: true, reply: null });
    expect(send).toHaveBeenCalledOnce();
  });
  it('is allowed when no failure is stored', () => {
    expect(statisticsAllowed()).toBe(true);
    markStatisticsFailed(1);
    expect(statisticsAllowed(2)).toBe(false);
  });
});

describe('small helpers', () => {
  it('caps toast text at 30 characters', () => {
    expect(capToastText('a'.repeat(30), 'g')).toBe('a'.repeat(30));
    expect(capToastText('a'.repeat(31), 'g')).toBe('g');
  });
  it('reads cookies and tolerates bad JSON in storage', () => {
    expect(getCookie('b', 'a=1; b=x%20y')).toBe('x y');
    expect(getCookie('c', 'a=1')).toBeNull();
    localStorage.setItem('bad', '{');
    expect(localGetJson('bad', 5)).toBe(5);
  });
});
