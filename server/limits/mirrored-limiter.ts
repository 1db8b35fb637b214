// A Redis limiter that keeps going while Redis is away (issue 40, point 2). rate-limiter-flexible's
// own answer is an insurance limiter in memory, which starts every key from zero: an account that
// had spent its wrong guesses would get them all again for as long as Redis is down. Here the
// insurance is also a mirror: every answer from Redis is written into it, so when Redis fails a
// key goes on from the last count this process saw, and the window ends when Redis said it would.
// When Redis answers again its counts are the truth (a forget on another process stands).
import { RateLimiterRes, type RateLimiterMemory, type RateLimiterRedis } from 'rate-limiter-flexible';

/** What the flood limits use of a limiter (both the memory one and this one have it). */
export interface Counter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  penalty(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  delete(key: string): Promise<boolean>;
}

export interface RemoteHealth {
  answered(): void;
  failed(): void;
}

export class MirroredLimiter implements Counter {
  constructor(
    private readonly remote: RateLimiterRedis,
    private readonly mirror: RateLimiterMemory,
    /** Told how each call to Redis went (the store then knows whether the counts are shared). */
    private readonly health: RemoteHealth = { answered: () => {}, failed: () => {} },
  ) {}

  consume(key: string, points = 1): Promise<RateLimiterRes> {
    return this.run(key, () => this.remote.consume(key, points), () => this.mirror.consume(key, points));
  }

  penalty(key: string, points = 1): Promise<RateLimiterRes> {
    return this.run(key, () => this.remote.penalty(key, points), () => this.mirror.penalty(key, points));
  }

  get(key: string): Promise<RateLimiterRes | null> {
    return this.run(key, () => this.remote.get(key), () => this.mirror.get(key));
  }

  async delete(key: string): Promise<boolean> {
    await this.mirror.delete(key);
    return this.remote.delete(key).catch(() => false);
  }

  private async run<T extends RateLimiterRes | null>(key: string, remote: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    let res: T;
    try {
      res = await remote();
    } catch (err) {
      // A spent key is an answer from Redis (remember it); anything else is Redis failing.
      if (err instanceof RateLimiterRes) {
        this.health.answered();
        await this.remember(key, err);
        throw err;
      }
      this.health.failed();
      return local();
    }
    this.health.answered();
    await this.remember(key, res);
    return res;
  }

  private async remember(key: string, res: RateLimiterRes | null): Promise<void> {
    if (!res || res.msBeforeNext <= 0) await this.mirror.delete(key);
    else await this.mirror.set(key, res.consumedPoints, res.msBeforeNext / 1000);
  }
}
