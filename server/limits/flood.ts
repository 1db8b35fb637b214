// Flood control for what users write into shared spaces (issue 8, point 6): barrage and comments,
// limited per user and per room (video), over HTTP and the socket alike, plus the verification
// code limits of the account rules. rate-limiter-flexible does the counting; the store is
// memory for one process, Redis (ioredis) when REDIS_URL is set so that several server
// processes share the counts. The store factory is the one seam to share with the login limits.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RET } from '../../src/api/contract/envelope';
import { ApiError } from '../http/api-error';
import { MirroredLimiter, type Counter } from './mirrored-limiter';

export const RATE_LIMITED_MSG = '操作过于频繁，请稍后再试';

export interface LimitSpec {
  /** Actions allowed per `duration` seconds. */
  points: number;
  duration: number;
}

/** Makes one limiter; memory or Redis. */
export interface LimiterStore {
  limiter(name: string, spec: LimitSpec): Counter;
  /** Resolves when the store counts for real (Redis connected); until then the memory insurance counts. */
  ready(): Promise<void>;
  /** False while the shared counts are out of reach (Redis away): each process counts alone. */
  shared(): boolean;
  close(): Promise<void>;
}

function memoryStore(): LimiterStore {
  return {
    limiter: (name, spec) => new RateLimiterMemory({ keyPrefix: name, ...spec }),
    ready: async () => {},
    shared: () => true,
    close: async () => {},
  };
}

function redisStore(url: string): LimiterStore {
  // No offline queue: a Redis outage fails the check at once instead of stalling requests; the
  // command timeout does the same for a Redis that stopped answering without closing the socket.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2000 });
  // ioredis reconnects by itself; say once per outage that the counts are per process meanwhile.
  let warned = false;
  client.on('error', (err: Error) => {
    if (!warned) console.warn(`[flood] Redis: ${err.message}; limits are counted per process until it reconnects`);
    warned = true;
  });
  // A failed count marks the outage at once (the client's status may still read 'ready' until
  // its socket's close event comes); the next answer, or a reconnect, ends it.
  let failed = false;
  client.on('ready', () => {
    warned = false;
    failed = false;
  });
  const health = { answered: () => (failed = false), failed: () => (failed = true) };
  return {
    // While Redis is away each key goes on from the count this process last saw (issue 40).
    limiter: (name, spec) => new MirroredLimiter(new RateLimiterRedis({ storeClient: client, keyPrefix: `vt:flood:${name}`, ...spec }), new RateLimiterMemory({ keyPrefix: name, ...spec }), health),
    ready: () =>
      client.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            client.once('ready', resolve);
            client.once('error', (err: Error) => reject(new Error(`REDIS_URL ${url} is not reachable: ${err.message}`)));
          }),
    shared: () => client.status === 'ready' && !failed,
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
 * Brute force (issue 8, point 2; issue 27, point 3), per account and per client address (IP):
 * failures of an account never lock it (a lockout would be a weapon: anyone could keep the owner
 * out). After 3 wrong logins of an account within an hour (loginFailAccount) its logins need the
 * image captcha until the hour is over; the right password with a solved captcha always works,
 * from any address. 30 wrong passwords (or captchas) from one address in 15 minutes refuse that
 * address, right password or not, until the window ends. The session-held password checks
 * (ChangePassword, VerifyPassword: the caller is signed in already) keep a lock of their own,
 * 10 wrong per user in 15 minutes (passwordFailAccount). 20 registrations, 10 code sends
 * (reset and registration codes) and 20 code checks per address and hour; 5 registration
 * attempts per account name and hour from all addresses together (a taken name answers 1002, so
 * unlimited attempts would let a botnet probe which accounts exist).
 */
export const FLOOD_LIMITS = {
  barrageUser: { points: 5, duration: 10 },
  barrageRoom: { points: 60, duration: 10 },
  commentUser: { points: 5, duration: 60 },
  commentVideo: { points: 30, duration: 60 },
  codeSendUser: { points: 1, duration: 60 },
  codeSendTarget: { points: 5, duration: 3600 },
  codeCheckUser: { points: 5, duration: 600 },
  codeSendAddress: { points: 10, duration: 3600 },
  codeCheckAddress: { points: 20, duration: 3600 },
  passwordFailAccount: { points: 10, duration: 900 },
  loginFailAccount: { points: 3, duration: 3600 },
  passwordFailAddress: { points: 30, duration: 900 },
  registerAddress: { points: 20, duration: 3600 },
  registerAccount: { points: 5, duration: 3600 },
  // VIP (issue 9): new orders (a retry of one tap is free), code redemptions (every try counts),
  // bargain help cuts and order appeals.
  orderUser: { points: 20, duration: 600 },
  vipCodeUser: { points: 5, duration: 600 },
  vipCodeAddress: { points: 20, duration: 3600 },
  // Staff sign-in (issue 38): 5 wrong tries per staff name and 20 per address in 15 minutes.
  staffLoginName: { points: 5, duration: 900 },
  staffLoginAddress: { points: 20, duration: 900 },
  bargainHelpUser: { points: 20, duration: 3600 },
  // Reads of a shared bargain link by key (issue 28): enough for a family on one network, too few to guess keys.
  bargainDetailAddress: { points: 120, duration: 600 },
  appealUser: { points: 5, duration: 3600 },
  // 追剧 toggles (issue 42): far more than a person presses, few for a script.
  seriesFollowUser: { points: 60, duration: 600 },
  // Private chat (issue 10): 10 messages per 10 s per sender (faster than anyone types, slow
  // for a script), 10 images a minute, 5 complaints per 10 minutes.
  chatUser: { points: 10, duration: 10 },
  chatImageUser: { points: 10, duration: 60 },
  complaintUser: { points: 5, duration: 600 },
  // Issue 12: captcha images and TV login tickets per address, invitation code guesses per user.
  captchaAddress: { points: 60, duration: 3600 },
  loginTicketAddress: { points: 30, duration: 600 },
  invitationUser: { points: 10, duration: 3600 },
  // Profile edits (issue 12): each avatar upload writes a file (20 an hour per user), each saved
  // profile tells the user's other devices (60 per 10 minutes per user).
  avatarUser: { points: 20, duration: 3600 },
  profileUser: { points: 60, duration: 600 },
  // Dynamics (issue 13): 20 new dynamics an hour per user.
  trendUser: { points: 20, duration: 3600 },
  // Ratings on the watch page (VoteLike): re-voting replaces the vote, so 20 a minute per user
  // is more than anyone taps and stops a script from churning the averages.
  voteUser: { points: 20, duration: 60 },
  // Feedback (issue 11): anyone may send it, so it is counted per client address.
  feedbackAddress: { points: 20, duration: 3600 },
  // A visitor's feedback images (UploadFileNoLogin, issue 28): 20 an hour per client address.
  guestUploadAddress: { points: 20, duration: 3600 },
  // A member's album images (Album/UploadFile, issue 42): 120 chunks of 2 MB per 10 minutes per user.
  albumChunkUser: { points: 120, duration: 600 },
  // Play on the TV (issue 30): listing and starting per user, a TV's announcement per socket,
  // and the relayed commands and state per socket (the TV reports every second; a drag on the
  // phone's seek bar sends a few a second).
  handoffListUser: { points: 30, duration: 60 },
  handoffStartUser: { points: 20, duration: 60 },
  handoffReadySocket: { points: 10, duration: 60 },
  handoffRelaySocket: { points: 100, duration: 10 },
  // Youth mode (issue 30): turning on or off, 20 an hour per account or guest device.
  youthSubject: { points: 20, duration: 3600 },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof FLOOD_LIMITS;

/** Limits counted per client address (the rest are per account, user or room). */
const ADDRESS_LIMITS = new Set<LimitName>(['codeSendAddress', 'codeCheckAddress', 'passwordFailAddress', 'registerAddress', 'vipCodeAddress', 'staffLoginAddress', 'captchaAddress', 'loginTicketAddress', 'feedbackAddress', 'guestUploadAddress']);

/** Failure counts that ask for more proof instead of refusing (reached()); see reached(). */
const PROOF_WHEN_UNSHARED = new Set<LimitName>(['loginFailAccount']);

export interface FloodOptions {
  /**
   * Client addresses the per-address limits skip. Empty by default; the server tests put their
   * loopback address here because hundreds of test accounts register from it, and test the
   * per-address limits from other loopback addresses (tests/server/brute-force.test.ts).
   */
  exemptAddresses?: readonly string[];
}

export class FloodLimits {
  private readonly limiters: Record<LimitName, Counter>;
  private readonly exempt: Set<string>;

  constructor(private readonly store: LimiterStore = memoryStore(), opts: FloodOptions = {}) {
    this.exempt = new Set(opts.exemptAddresses ?? []);
    this.limiters = Object.fromEntries(
      Object.entries(FLOOD_LIMITS).map(([name, spec]) => [name, store.limiter(name, spec)]),
    ) as Record<LimitName, Counter>;
  }

  /**
   * Takes one point from each named limiter, in order; the first that is spent throws ret 429.
   * The per-user limiter comes first, so one flooder spends their own points, not the room's.
   */
  async take(...checks: [LimitName, string | number][]): Promise<void> {
    for (const [name, key] of checks) {
      if (this.skips(name, key)) continue;
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

  /**
   * For failure-counted limits (wrong passwords): throws ret 429 with `msg` when any of the keys
   * has spent its points, without spending one. Call before checking the password.
   */
  async refuseIfSpent(msg: string, ...checks: [LimitName, string | number][]): Promise<void> {
    for (const [name, key] of checks) {
      if (this.skips(name, key)) continue;
      const res = await this.limiters[name].get(String(key));
      if (res && res.consumedPoints >= FLOOD_LIMITS[name].points) {
        throw new ApiError(RET.RATE_LIMITED, msg, { retryAfterS: Math.ceil(res.msBeforeNext / 1000) });
      }
    }
  }

  /**
   * Whether the key has spent its points (for a failure count that asks for more proof, such as
   * a captcha, instead of refusing). An exempt address never has.
   */
  async reached(name: LimitName, key: string | number): Promise<boolean> {
    if (this.skips(name, key)) return false;
    // Without the shared counts this process cannot know what the others counted: ask everyone
    // for the proof (a captcha), which gives no free tries and locks nobody out.
    if (PROOF_WHEN_UNSHARED.has(name) && !this.store.shared()) return true;
    const res = await this.limiters[name].get(String(key));
    return !!res && res.consumedPoints >= FLOOD_LIMITS[name].points;
  }

  /** Counts one failure on each key (no throw: the caller answers the failure itself). */
  async countFailure(...checks: [LimitName, string | number][]): Promise<void> {
    for (const [name, key] of checks) {
      if (this.skips(name, key)) continue;
      await this.limiters[name].penalty(String(key), 1);
    }
  }

  private skips(name: LimitName, key: string | number): boolean {
    return ADDRESS_LIMITS.has(name) && this.exempt.has(String(key));
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
