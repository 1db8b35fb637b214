export {
  AREA_CODES, isPhoneLike, loginProblem, registerProblem, authBody, registerBody,
  redirectTarget, afterAuth, type RegisterInput,
} from './auth-rules';
export { submitAuth, asksForCaptcha, logoutEverywhere, type AuthMode } from './auth-actions';
export { useLoginCaptcha, useRegisterCode, type LoginCaptcha, type RegisterCode } from './use-auth-steps';
export { useAuthSubmit } from './use-auth-submit';

// Input limits of this area's forms (one number for the input and the server's check).
export { ACCOUNT_MAX_CHARS, PASSWORD_MAX_CHARS, CAPTCHA_MAX_CHARS, VERIFY_CODE_DIGITS } from '@src/api/contract/limits';
