// Flood control for what users write into shared spaces (issue 8, point 6): barrage and comments,
// limited per user and per room (video), over HTTP and the socket alike, plus the verification
// code limits of the account rules. rate-limiter-flexible does the counting; the store is
// memory for one process, Redis (ioredis) when REDIS_URL is set so that several server
// processes share the counts. The store factory is the one seam to share with the login limits.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RET } from '../../src/api/contract/envelope';
import { ApiError } from '../http/api-error';

export const RATE_LIMITED_MSG = '操作过于频繁，请稍后再试';

export interface LimitSpec {
  /** Actions allowed per `duration` seconds. */
  points: number;
  duration: number;
}

/** Makes one limiter; memory or Redis. */
export interface LimiterStore {
  limiter(name: string, spec: LimitSpec): RateLimiterAbstract;
  /** Resolves when the store counts for real (Redis connected); until then the memory insurance counts. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

function memoryStore(): LimiterStore {
  return {
    limiter: (name, spec) => new RateLimiterMemory({ keyPrefix: name, ...spec }),
    ready: async () => {},
    close: async () => {},
  };
}

function redisStore(url: string): LimiterStore {
  // No offline queue: a Redis outage fails the check at once instead of stalling requests.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  return {
    limiter: (name, spec) =>
      new RateLimiterRedis({ storeClient: client, keyPrefix: `vt:flood:${name}`, ...spec, insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...spec }) }),
    ready: () =>
      client.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            client.once('ready', resolve);
            client.once('error', (err: Error) => reject(new Error(`REDIS_URL ${url} is not reachable: ${err.message}`)));
          }),
    close: async () => {
      // quit lets counts in flight finish; an unreachable server has nothing to wait for.
      if (client.status === 'ready') await client.quit().catch(() => {});
      else client.disconnect();
    },
  };
}

export const limiterStore = (redisUrl: string | undefined): LimiterStore => (redisUrl ? redisStore(redisUrl) : memoryStore());

/**
 * The limits. Barrage: a viewer may send 5 per 10 s (one every two seconds is already fast
 * typing), a video room takes 60 per 10 s from everyone together. Comments: 5 per minute per
 * user, 30 per minute per video. Codes: one send per minute per account, 5 per hour per
 * address (phone or e-mail) and 5 wrong guesses per 10 minutes per account.
 */
export const FLOOD_LIMITS = {
  barrageUser: { points: 5, duration: 10 },
  barrageRoom: { points: 60, duration: 10 },
  commentUser: { points: 5, duration: 60 },
  commentVideo: { points: 30, duration: 60 },
  codeSendUser: { points: 1, duration: 60 },
  codeSendTarget: { points: 5, duration: 3600 },
  codeCheckUser: { points: 5, duration: 600 },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof FLOOD_LIMITS;

export class FloodLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;

  constructor(private readonly store: LimiterStore = memoryStore()) {
    this.limiters = Object.fromEntries(
      Object.entries(FLOOD_LIMITS).map(([name, spec]) => [name, store.limiter(name, spec)]),
    ) as Record<LimitName, RateLimiterAbstract>;
  }

  /**
   * Takes one point from each named limiter, in order; the first that is spent throws ret 429.
   * The per-user limiter comes first, so one flooder spends their own points, not the room's.
   */
  async take(...checks: [LimitName, string | number][]): Promise<void> {
    for (const [name, key] of checks) {
      try {
        await this.limiters[name].consume(String(key));
      } catch (err) {
        if (err instanceof RateLimiterRes) {
          throw new ApiError(RET.RATE_LIMITED, RATE_LIMITED_MSG, { retryAfterS: Math.ceil(err.msBeforeNext / 1000) });
        }
        throw err;
      }
    }
  }

  /** Clears one key (a successful code check resets the wrong-guess count). */
  async forget(name: LimitName, key: string | number): Promise<void> {
    await this.limiters[name].delete(String(key));
  }

  ready(): Promise<void> {
    return this.store.ready();
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** Barrage over HTTP and over the socket spend the same points. */
export const takeBarrageFlood = (flood: FloodLimits, uid: number, mediaKey: string) =>
  flood.take(['barrageUser', uid], ['barrageRoom', mediaKey]);
