// Issue 42 point 2: which addresses miss the parameter their page needs, and the message each
// bad address gets; a ret 404 on a page's load is 'not-found', not "load failed".
import { describe, expect, it } from 'vitest';
import { badAddressText, missingNeed } from '@src/routes/needs';
import { ROUTE_BY_NAME } from '@src/routes/table';
import { statusOfError } from '@src/data/status';
import { ApiError } from '@src/api/errors';
import { t } from '@src/i18n';

describe('missingNeed', () => {
  it('a bare /notice or /payResult misses the order id; with one it does not', () => {
    expect(missingNeed(ROUTE_BY_NAME.Notice, '')).toBe(true);
    expect(missingNeed(ROUTE_BY_NAME.PayResult, '?orderId=')).toBe(true);
    expect(missingNeed(ROUTE_BY_NAME.PayResult, '?orderId=abc')).toBe(false);
  });
  it('any one of the keys is enough (/watch?id= or ?mediaKey=)', () => {
    expect(missingNeed(ROUTE_BY_NAME.Watch, '?mediaKey=v1001')).toBe(false);
    expect(missingNeed(ROUTE_BY_NAME.Watch, '?episode=2')).toBe(true);
  });
  it('a path parameter is never missing, and a route that needs nothing never is', () => {
    expect(missingNeed(ROUTE_BY_NAME.Space, '')).toBe(false);
    expect(missingNeed(ROUTE_BY_NAME.Home, '')).toBe(false);
  });
});

describe('badAddressText', () => {
  it('says which parameter is missing, or that the thing is gone, in its words', () => {
    const m = badAddressText(ROUTE_BY_NAME.Notice, 'missing');
    expect(t(m.key, { what: t(m.what!) })).toBe('链接不完整，缺少订单号');
    const u = badAddressText(ROUTE_BY_NAME.PayResult, 'not-found');
    expect(t(u.key, { what: t(u.what!) })).toBe('订单不存在或已失效');
    const s = badAddressText(ROUTE_BY_NAME.Space, 'not-found');
    expect(t(s.key, { what: t(s.what!) })).toBe('用户不存在或已失效');
  });
  it('a route with no parameter falls back to the page-not-found text', () => {
    expect(badAddressText(ROUTE_BY_NAME.Home, 'not-found')).toEqual({ key: 'errors.notFound' });
  });
});

describe('statusOfError', () => {
  it('ret 404 is not-found; network is the network prompt; other refusals load failed', () => {
    expect(statusOfError(new ApiError('ret', '订单不存在', { ret: 404 }))).toBe('not-found');
    expect(statusOfError(new ApiError('network', 'x'))).toBe('network-error');
    expect(statusOfError(new ApiError('ret', 'x', { ret: 500 }))).toBe('error');
  });
});
