// The scan-to-login confirm screen's place (issue 27, point 7c): the server's own reading of the
// TV's address, country level from the bundled GeoLite2 table, and the local network said so.
import { describe, expect, it } from 'vitest';
import { approximatePlace, plainAddress, sameNetwork } from '../../server/account/approximate-place';

describe('approximate place of an address', () => {
  it('names public addresses by country or region in Chinese', async () => {
    expect(await approximatePlace('114.114.114.114')).toBe('中国');
    expect(await approximatePlace('8.8.8.8')).toBe('美国');
    expect(await approximatePlace('::ffff:114.114.114.114')).toBe('中国');
  });

  it('says 本机 and 局域网 for loopback and private addresses, 未知地区 for anything else', async () => {
    expect(await approximatePlace('127.0.0.1')).toBe('本机');
    expect(await approximatePlace('::1')).toBe('本机');
    expect(await approximatePlace('192.168.1.20')).toBe('局域网');
    expect(await approximatePlace('::ffff:10.0.0.7')).toBe('局域网');
    expect(await approximatePlace('172.20.1.1')).toBe('局域网');
    expect(await approximatePlace('fd12:3456::1')).toBe('局域网');
    expect(await approximatePlace('not an address')).toBe('未知地区');
    expect(await approximatePlace('0.0.0.0')).toBe('未知地区');
  });

  it('compares addresses in one form', () => {
    expect(plainAddress('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(sameNetwork('::ffff:1.2.3.4', '1.2.3.4')).toBe(true);
    expect(sameNetwork('1.2.3.4', '1.2.3.5')).toBe(false);
  });
});
