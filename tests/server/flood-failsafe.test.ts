// The flood limits when their Redis goes away (issue 40, point 2; server/limits/mirrored-limiter.ts):
// a key goes on from the count this process last saw instead of starting again from zero, the
// login-failure check asks for the captcha, and when Redis is back its counts are used again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RET } from '../../src/api/contract/envelope';
import { FLOOD_LIMITS, FloodLimits, limiterStore, RATE_LIMITED_MSG } from '../../server/limits/flood';
import { startRedis, type TestRedis } from './redis-server';

describe('flood limits while Redis is away', () => {
  let redis: TestRedis;
  let flood: FloodLimits;

  beforeAll(async () => {
    redis = await startRedis();
    flood = new FloodLimits(limiterStore(redis.url));
    await flood.ready();
  });
  afterAll(async () => {
    await flood?.close();
    await redis?.stop();
  });

  const spent = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e);

  it('a key goes on from its last count, the login check asks for the captcha, and Redis counts again once back', async () => {
    const key = `u${Date.now()}`;
    const budget = FLOOD_LIMITS.codeCheckUser.points;
    for (let i = 0; i < budget - 2; i++) await flood.take(['codeCheckUser', key]);
    expect(await flood.reached('loginFailAccount', key)).toBe(false);

    await redis.kill();
    // Two left, as Redis counted them; then ret 429 without a wait for Redis.
    await flood.take(['codeCheckUser', key]);
    await flood.take(['codeCheckUser', key]);
    expect(await spent(flood.take(['codeCheckUser', key]))).toMatchObject({ ret: RET.RATE_LIMITED, message: RATE_LIMITED_MSG });
    // A key this process never saw counts from zero, in memory, up to its limit: nobody is locked out.
    await expect(flood.take(['codeCheckUser', `${key}-other`])).resolves.toBeUndefined();
    expect(await flood.reached('loginFailAccount', `${key}-other`)).toBe(true);

    redis = await startRedis(redis.port);
    await expect.poll(() => flood.reached('loginFailAccount', key), { timeout: 10_000, interval: 100 }).toBe(false);
    // This Redis kept nothing (no persistence): its counts are the truth again.
    await expect(flood.take(['codeCheckUser', key])).resolves.toBeUndefined();
  });
});
