export {
  AREA_CODES, isPhoneLike, loginProblem, registerProblem, authBody, registerBody, needsRegisterCode, registerCodeTargetProblem, captchaProblem,
  redirectTarget, afterAuth, type LoginInput, type RegisterInput, type CaptchaAnswer,
} from './auth-rules';
export { submitAuth, sendRegisterCode, asksForCaptcha, logoutEverywhere, type AuthMode, type AuthOutcome } from './auth-actions';
export { useLoginCaptcha, useRegisterCode, type LoginCaptcha, type RegisterCode } from './use-auth-steps';
export { useAuthSubmit, type AuthSubmit, type AuthStay } from './use-auth-submit';

// Input limits of this area's forms (one number for the input and the server's check).
export { ACCOUNT_MAX_CHARS, PASSWORD_MAX_CHARS, CAPTCHA_MAX_CHARS, VERIFY_CODE_DIGITS } from '@src/api/contract/limits';
