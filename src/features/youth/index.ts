export { useYouthPage, useYouthState, type YouthPage } from './use-youth';
export { PAD_DIGITS, YOUTH_PIN_DIGITS } from './youth-rules';
export { offerYouthMode } from './youth-prompt';
