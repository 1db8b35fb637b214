// "More fun" playback choices (spec 000 §3 local settings: moreFun {skip, next}, both true by
// default and persisted by the settings store). skip = jump over the opening and treat the
// closing credits as the end; next = play the next episode when one ends.
// Pure decisions; the player view applies them.

export interface MoreFunSettings {
  skip: boolean;
  next: boolean;
}

export const DEFAULT_MORE_FUN: MoreFunSettings = { skip: true, next: true };

/** The three stored switches (spec 000 §3: skip, next and both, all true by default). */
export interface MoreFunSwitches extends MoreFunSettings {
  both: boolean;
}

/**
 * What the player applies. `both` (连续播放) is the group's master switch: off, playback neither
 * skips the opening and credits nor moves to the next episode, and the two switches under it
 * keep their own choice for when it is on again (docs/decisions/045-settings-do-what-they-say.md).
 */
export function effectiveMoreFun(s: MoreFunSwitches): MoreFunSettings {
  return { skip: s.both && s.skip, next: s.both && s.next };
}

/** Opening/closing marks of an episode in seconds; absent when the catalogue has none. */
export interface EpisodeMarks {
  introStart?: number;
  introEnd?: number;
  outroStart?: number;
}

/** Seconds before the end (or the credits) at which the next-episode prompt appears. */
export const NEXT_EPISODE_PROMPT_SECONDS = 10;

/**
 * Where to jump to skip the opening, or null. Only when skipping is on, the marks are
 * sane and the playhead is inside the opening (a user who seeks back into it later is
 * left alone: the caller asks once per episode).
 */
export function skipIntroTarget(settings: MoreFunSettings, marks: EpisodeMarks | undefined, position: number): number | null {
  if (!settings.skip || !marks) return null;
  const start = marks.introStart ?? 0;
  const end = marks.introEnd;
  if (end === undefined || !(end > start)) return null;
  if (position < start || position >= end) return null;
  return end;
}

/** Whether the episode counts as finished: its real end, or the credits when skip is on. */
export function reachedEpisodeEnd(
  settings: MoreFunSettings,
  marks: EpisodeMarks | undefined,
  position: number,
  duration: number,
  ended: boolean,
): boolean {
  if (ended) return true;
  if (settings.skip && marks?.outroStart !== undefined && marks.outroStart > 0) {
    if (duration <= 0 || marks.outroStart < duration) return position >= marks.outroStart;
  }
  return false;
}

/** Index of the episode to play after `current`, or null (setting off, or last episode). */
export function nextEpisodeIndex(settings: MoreFunSettings, current: number, episodeCount: number): number | null {
  if (!settings.next) return null;
  if (!Number.isInteger(current) || current < 0) return null;
  const next = current + 1;
  return next < episodeCount ? next : null;
}

export type EndAction = { kind: 'next'; index: number } | { kind: 'stop' };

/** What to do when an episode finishes. */
export function onEpisodeEnd(settings: MoreFunSettings, current: number, episodeCount: number): EndAction {
  const index = nextEpisodeIndex(settings, current, episodeCount);
  return index === null ? { kind: 'stop' } : { kind: 'next', index };
}

/** Whether to show the "next episode soon" prompt at this position. */
export function shouldPromptNext(
  settings: MoreFunSettings,
  marks: EpisodeMarks | undefined,
  position: number,
  duration: number,
  current: number,
  episodeCount: number,
): boolean {
  if (nextEpisodeIndex(settings, current, episodeCount) === null || duration <= 0) return false;
  const end = settings.skip && marks?.outroStart && marks.outroStart < duration ? marks.outroStart : duration;
  return position >= end - NEXT_EPISODE_PROMPT_SECONDS && position < end;
}

/** Reads a stored moreFun value defensively: missing or malformed fields fall back to true. */
export function normaliseMoreFun(value: unknown): MoreFunSettings {
  const v = (value && typeof value === 'object' ? value : {}) as Partial<Record<keyof MoreFunSettings, unknown>>;
  return {
    skip: typeof v.skip === 'boolean' ? v.skip : DEFAULT_MORE_FUN.skip,
    next: typeof v.next === 'boolean' ? v.next : DEFAULT_MORE_FUN.next,
  };
}
