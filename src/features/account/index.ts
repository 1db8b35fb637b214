export {
  recoveryStore, useRecovery, recoveryAccountProblem, startRecovery, enterRecoveryCode, newPasswordProblem
} from './recovery';
export { useCountryList, filterCountries, phoneAreaStore, chooseCountry, clearCustomArea, useCustomArea, type Country } from './countries';

// Input limits of this area's forms (one number for the input and the server's check).
export { CAPTCHA_MAX_CHARS, VERIFY_CODE_DIGITS } from '@src/api/contract/limits';
export {
  GENDERS, genderKey, nicknameProblem, introduceProblem, saveProfile, changeAvatar, AVATAR_ACCEPT
} from './profile';
export {
  useAccountSecurity, maskPhone, maskEmail, sortDevices, changePasswordProblem, type AccountSecurity
} from './security';
export {
  contactTypeFrom, startBinding, provePassword, contactProblem, sendBindingCode, confirmBinding, type ContactType
} from './contact-binding';
export { PASSWORD_MAX_CHARS, CONTACT_MAX_CHARS } from '@src/api/contract/limits';
export { useEditProfileText, type ProfileTextField } from './use-edit-profile-text';
export {
  useRecoveryStart, useRecoveryCaptcha, useRecoveryCodeEntry, useNewPassword, usePasswordChange, useVerifyPassword, useContactBinding,
  useGenderChoice, useAvatarChange, useSignOutOthers, type NewPasswordKind,
} from './account-steps';
