export { AREA_CODES, isPhoneLike, loginProblem, registerProblem, authBody, redirectTarget, afterAuth, type AfterAuth, type LoginInput, type RegisterInput } from './auth-rules';
export { submitAuth, logoutEverywhere, type AuthMode, type AuthOutcome } from './auth-actions';
