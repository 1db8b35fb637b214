export {
  recoveryStore, useRecovery, recoveryAccountProblem, startRecovery, useCaptcha, sendRecoveryCode, enterRecoveryCode,
  newPasswordProblem, finishRecovery, submitFirstPassword, type Captcha, type PasswordOutcome,
} from './recovery';
export { useCountryList, filterCountries, phoneAreaStore, usePhoneArea, chooseCountry, clearCustomArea, useCustomArea, type Country } from './countries';

// Input limits of this area's forms (one number for the input and the server's check).
export { CAPTCHA_MAX_CHARS, VERIFY_CODE_DIGITS } from '@src/api/contract/limits';
