// Per job type: retry limit, first retry delay (doubled each retry, with jitter) and how long an
// active job may run before it counts as lost. Dead letters land in `<name>-dead` (pg-boss).
import type { JobName } from './port';

export interface JobPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  /** Default expiry; transcode sends its own from the source's duration (transcodeTimeLimitMs). */
  expireInSeconds: number;
}

export const JOB_POLICIES: Record<JobName, JobPolicy> = {
  transcode: { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 3600 },
};

/** The delay before retry `attempt` (1, 2...): exponential from the first delay, with up to 50 % jitter. */
export function retryDelayMs(policy: JobPolicy, attempt: number, random = Math.random): number {
  const base = policy.retryDelaySeconds * 1000 * 2 ** Math.min(16, attempt - 1);
  return Math.round(base * (1 + random() * 0.5));
}

export const deadLetterQueue = (name: JobName): string => `${name}-dead`;
