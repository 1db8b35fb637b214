export {
  recoveryStore, useRecovery, recoveryAccountProblem, startRecovery, useCaptcha, sendRecoveryCode, enterRecoveryCode, newPasswordProblem, finishRecovery, submitFirstPassword, type PasswordOutcome
} from './recovery';
export { useCountryList, filterCountries, phoneAreaStore, usePhoneArea, chooseCountry, clearCustomArea, useCustomArea, type Country } from './countries';

// Input limits of this area's forms (one number for the input and the server's check).
export { CAPTCHA_MAX_CHARS, VERIFY_CODE_DIGITS } from '@src/api/contract/limits';
export {
  GENDERS, genderKey, nicknameProblem, introduceProblem, saveProfile, changeAvatar, AVATAR_ACCEPT, type SaveOutcome
} from './profile';
export {
  useAccountSecurity, maskPhone, maskEmail, sortDevices, changePasswordProblem, changePassword, signOutOtherDevices, type AccountSecurity
} from './security';
export {
  contactTypeFrom, startBinding, provePassword, contactProblem, sendBindingCode, confirmBinding, useResendLeft, type ContactType
} from './contact-binding';
export { PASSWORD_MAX_CHARS, CONTACT_MAX_CHARS } from '@src/api/contract/limits';
export { useEditProfileText, type ProfileTextField } from './use-edit-profile-text';
