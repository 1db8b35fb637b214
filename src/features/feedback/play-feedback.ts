// The play feedback form of spec 002 §5: three groups (device and browser single choice,
// problem multiple choice), the browser group hidden and not required when opened from an app
// (query `from`), a description of at most 100 characters, and the payload of spec 002 §3
// (chosen problems joined by #). The token fields travel as query parameters (the contract's
// tokenInQuery), added by the request layer.
import { simplifiedText, type MessageKey } from '@src/i18n';
import { callEnvelope } from '@src/api/call';
import { problemCollect } from '@src/api/contract/help';

export type GroupId = 'device' | 'browser' | 'problem';

export interface FeedbackGroup {
  id: GroupId;
  titleKey: MessageKey;
  multiple: boolean;
  options: readonly MessageKey[];
}

export const PLAY_FEEDBACK_GROUPS: readonly FeedbackGroup[] = [
  {
    id: 'device',
    titleKey: 'feedback.device',
    multiple: false,
    options: ['feedback.deviceWin7', 'feedback.deviceWin10', 'feedback.deviceMac', 'feedback.deviceIphone', 'feedback.deviceAndroid', 'feedback.other'],
  },
  {
    id: 'browser',
    titleKey: 'feedback.browser',
    multiple: false,
    options: ['feedback.browserChrome', 'feedback.browserSafari', 'feedback.browserAndroid', 'feedback.browser360', 'feedback.browserUc', 'feedback.other'],
  },
  {
    id: 'problem',
    titleKey: 'feedback.problem',
    multiple: true,
    options: ['feedback.problemSync', 'feedback.problemSound', 'feedback.problemMissing', 'feedback.problemEpisode', 'feedback.problemPlay', 'feedback.problemOther'],
  },
];

export const DESCRIPTION_MAX = 100;

export type Choices = Readonly<Record<GroupId, readonly MessageKey[]>>;
export const NO_CHOICES: Choices = { device: [], browser: [], problem: [] };

/** The groups shown: the browser group is left out when the page was opened from an app. */
export function visibleGroups(fromApp: boolean): readonly FeedbackGroup[] {
  return fromApp ? PLAY_FEEDBACK_GROUPS.filter((g) => g.id !== 'browser') : PLAY_FEEDBACK_GROUPS;
}

/** A tap on an option: single-choice groups replace, the multiple-choice group toggles. */
export function toggleChoice(choices: Choices, group: FeedbackGroup, option: MessageKey): Choices {
  const now = choices[group.id];
  const next = group.multiple ? (now.includes(option) ? now.filter((o) => o !== option) : [...now, option]) : now.includes(option) ? [] : [option];
  return { ...choices, [group.id]: next };
}

/** The first shown group with no choice, or null when the form may be sent. */
export function firstMissingGroup(choices: Choices, fromApp: boolean): FeedbackGroup | null {
  return visibleGroups(fromApp).find((g) => choices[g.id].length === 0) ?? null;
}

/** Length in characters as a person counts them (code points). */
export const charCount = (s: string) => Array.from(s).length;

export function clipDescription(s: string): string {
  const chars = Array.from(s);
  return chars.length > DESCRIPTION_MAX ? chars.slice(0, DESCRIPTION_MAX).join('') : s;
}

export interface PlayFeedbackContext {
  /** Who sends it and about what (from the player's query): user name, video title, media key. */
  name?: string;
  videoTitle?: string;
  mediaKey?: string;
}

export function playFeedbackPayload(choices: Choices, description: string, fromApp: boolean, ctx: PlayFeedbackContext) {
  return {
    name: ctx.name || undefined,
    videoTitle: ctx.videoTitle || undefined,
    mediaKey: ctx.mediaKey && /^[A-Za-z0-9_-]{1,64}$/.test(ctx.mediaKey) ? ctx.mediaKey : undefined,
    description: clipDescription(description.trim()) || undefined,
    // The simplified labels, whatever language the form showed: one spelling for the people
    // who read the reports.
    setName: choices.device.map(simplifiedText).join(''),
    browser: fromApp ? undefined : choices.browser.map(simplifiedText).join(''),
    question: choices.problem.map(simplifiedText).join('#'),
  };
}

/** Sends the feedback; resolves with the server's thank-you message. */
export async function sendPlayFeedback(payload: ReturnType<typeof playFeedbackPayload>): Promise<string> {
  return (await callEnvelope(problemCollect, stripUndefined(payload))).msg;
}

export function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
