export {
  recoveryStore, useRecovery, recoveryAccountProblem, startRecovery, useCaptcha, sendRecoveryCode, enterRecoveryCode,
  newPasswordProblem, finishRecovery, submitFirstPassword, type Captcha, type PasswordOutcome,
} from './recovery';
export { useCountryList, filterCountries, phoneAreaStore, usePhoneArea, chooseCountry, clearCustomArea, useCustomArea, type Country } from './countries';
