export { useYouthPage, useYouthState, type YouthPage } from './use-youth';
export { PAD_DIGITS, YOUTH_PIN_DIGITS } from './youth-rules';
export { VERIFY_CODE_DIGITS } from '@src/api/contract/limits';
export { offerYouthMode } from './youth-prompt';
