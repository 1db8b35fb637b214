export { useYouthPage, useYouthState, type YouthPage } from './use-youth';
export { PAD_DIGITS, YOUTH_PIN_DIGITS, markYouthPromptSeen, youthPromptDue } from './youth-rules';
