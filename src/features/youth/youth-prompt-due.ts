// Whether to offer youth mode on this launch: once per device (local storage). The shells read
// it on every first screen, so it is a module of its own, without the feature's calls.
import { localGet, localSet } from '@src/lib/storage';

export const YOUTH_PROMPT_KEY = 'youthPromptSeen';

/**
 * Due until shown once on this device. An automated browser (navigator.webdriver: WebDriver,
 * puppeteer) is not a person launching the app for the first time, so it is not prompted; the
 * youth e2e test clears that flag to see the prompt.
 */
export function youthPromptDue(): boolean {
  if (typeof navigator !== 'undefined' && navigator.webdriver === true) return false;
  return localGet(YOUTH_PROMPT_KEY) !== '1';
}

export const markYouthPromptSeen = () => localSet(YOUTH_PROMPT_KEY, '1');
