export { AREA_CODES, isPhoneLike, loginProblem, registerProblem, authBody, redirectTarget, afterAuth, type AfterAuth, type LoginInput, type RegisterInput } from './auth-rules';
export { submitAuth, logoutEverywhere, type AuthMode, type AuthOutcome } from './auth-actions';

// Input limits of this area's forms (one number for the input and the server's check).
export { ACCOUNT_MAX_CHARS, PASSWORD_MAX_CHARS } from '@src/api/contract/limits';
