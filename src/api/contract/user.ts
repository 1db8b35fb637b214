// Accounts: register, login, session validation, user info (spec 000 §3-4, 001 §4 and §7).
// Register/login/logout paths are not in the spec; they live under /api/Login beside Validates.
import { endpoint } from './endpoint';
import { boolean, integer, object, optional, string } from './schema';
import { empty, text, userSchema } from './common';
import { captchaIdSchema, captchaTextSchema } from './captcha';
import { ACCOUNT_MAX_CHARS, ACCOUNT_MIN_CHARS, CONTACT_MAX_CHARS, INTRODUCE_MAX_CHARS, NICKNAME_MAX_CHARS, PASSWORD_MAX_CHARS, VERIFY_CODE_DIGITS } from './limits';

/** An account name: a user name, an e-mail or a phone number (digits; AreaCode separate). */
const account = text(ACCOUNT_MAX_CHARS, ACCOUNT_MIN_CHARS);
/** Login takes any stored password; new ones are checked against PASSWORD_MIN_CHARS by the server. */
const password = text(PASSWORD_MAX_CHARS, 1);
const areaCode = optional(string({ maxLength: 6, pattern: '^\\+?\\d{0,5}$' }));

/** A 6-digit verification code as it was sent. */
const verifyCode = string({ maxLength: VERIFY_CODE_DIGITS, pattern: `^\\d{${VERIFY_CODE_DIGITS}}$` });

export const sendRegisterCode = endpoint({
  name: 'sendRegisterCode',
  method: 'POST',
  path: '/api/Login/SendRegisterCode',
  body: object({ account, AreaCode: areaCode }),
  bodyType: 'json',
  reply: object({ expireSeconds: integer({ minimum: 1 }), resendSeconds: integer({ minimum: 1 }) }),
  auth: 'none',
  doc: 'Sends a 6-digit code to the phone (with AreaCode, checked by libphonenumber-js) or e-mail a new account is registered with; Register needs it. A user name -> ret 400; taken -> ret 1002; one send a minute per phone or e-mail, too often -> ret 429.',
});

export const register = endpoint({
  name: 'register',
  method: 'POST',
  path: '/api/Login/Register',
  body: object({ account, password, AreaCode: areaCode, nickName: optional(text(NICKNAME_MAX_CHARS, 1)), code: optional(verifyCode) }),
  bodyType: 'json',
  reply: userSchema,
  auth: 'none',
  doc: 'Creates an account and logs it in. A phone or e-mail account needs code (SendRegisterCode; single use, 10 minutes, 5 tries; missing or wrong -> ret 400) and is then verified; a user name needs none. Taken name/phone/e-mail -> ret 1002.',
});

export const login = endpoint({
  name: 'login',
  method: 'POST',
  path: '/api/Login/Login',
  body: object({
    account,
    password,
    AreaCode: areaCode,
    device: optional(string({ enum: ['mobile', 'tv', 'pc'] })),
    /** The image captcha (GetCaptcha), when the server asked for one (ret 1004). */
    captchaId: optional(captchaIdSchema),
    captchaCode: optional(captchaTextSchema),
  }),
  bodyType: 'json',
  reply: userSchema,
  auth: 'none',
  doc: 'account is a user name, e-mail or phone (with AreaCode). Wrong -> ret 1001 (data.captchaRequired true when the next try needs the captcha). After 3 wrong passwords of an account in an hour its logins need captchaId and captchaCode (GetCaptcha, spent by the try): missing or wrong -> ret 1004; the account is never locked. 30 failures from one address in 15 minutes -> ret 429 for that address. With device: one session per user and device kind; this login ends the older session of that kind (its token -> 201, its sockets get userStateChange action 1 该账号已在其他设备登录).',
});

export const logout = endpoint({
  name: 'logout',
  method: 'POST',
  path: '/api/Login/Logout',
  body: object({}),
  reply: empty,
  auth: 'required',
  doc: 'Invalidates every token of the user (the token generation gid moves on).',
});

export const validateLogin = endpoint({
  name: 'validateLogin',
  method: 'POST',
  path: '/api/Login/Validates',
  body: object({}),
  reply: userSchema,
  auth: 'required',
  doc: 'Login validation: data is the user with a refreshed token (same gid, new expire). Invalid -> ret 201.',
});

export const getUserInfo = endpoint({
  name: 'getUserInfo',
  method: 'POST',
  path: '/api/User/GetUserInfo',
  body: object({}),
  reply: userSchema,
  auth: 'required',
  doc: 'Fresh user object of the caller.',
});

export const updateUserInfo = endpoint({
  name: 'updateUserInfo',
  method: 'POST',
  path: '/api/User/UpdateUserInfo',
  body: object({
    nickName: optional(text(NICKNAME_MAX_CHARS, 1)),
    avatar: optional(text(300)),
    sex: optional(integer({ minimum: 0, maximum: 1 })),
    introduce: optional(text(INTRODUCE_MAX_CHARS)),
    email: optional(string({ maxLength: 100, pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' })),
    phone: optional(string({ maxLength: 20, pattern: '^\\d*$' })),
    AreaCode: areaCode,
  }),
  reply: userSchema,
  auth: 'required',
  doc: 'Updates the given fields only; replies with the updated user. A changed phone, AreaCode or e-mail -> ret 403 (ChangeContact).',
});

export const getUserMegCount = endpoint({
  name: 'getUserMegCount',
  method: 'GET',
  path: '/api/user/GetUserMegCount',
  query: object({}),
  reply: object({
    totalMsgCount: integer({ minimum: 0 }),
    privateMsgCount: integer({ minimum: 0 }),
    systemMsgCount: integer({ minimum: 0 }),
    commentMsgCount: integer({ minimum: 0 }),
    likeMsgCount: integer({ minimum: 0 }),
    fansMsgCount: integer({ minimum: 0 }),
    /** The discovery red dot: the discovery feed has a video newer than the caller's last look. */
    newWorks: boolean(),
  }),
  auth: 'required',
  doc: 'Unread message counts; totalMsgCount drives the red dot on the mine tab, newWorks the one on discovery (cleared by GetDiscovery page 1).',
});

/** Which contact a verification code is for. */
const contactType = string({ enum: ['phone', 'email'] });
/** The new phone (digits) or e-mail the code goes to. */
const contactTarget = text(CONTACT_MAX_CHARS, 3);

export const sendContactCode = endpoint({
  name: 'sendContactCode',
  method: 'POST',
  path: '/api/User/SendContactCode',
  body: object({ type: contactType, account: contactTarget, AreaCode: areaCode, verifyToken: optional(string({ maxLength: 200 })) }),
  bodyType: 'json',
  reply: object({ expireSeconds: integer({ minimum: 1 }), resendSeconds: integer({ minimum: 1 }) }),
  auth: 'required',
  doc: 'Sends a 6-digit code to the new phone (with AreaCode, checked by libphonenumber-js) or e-mail. Replacing a bound one of an account with a password needs verifyToken (VerifyPassword) -> else ret 403. One send a minute; taken -> ret 409; too often -> ret 429.',
});

export const changeContact = endpoint({
  name: 'changeContact',
  method: 'POST',
  path: '/api/User/ChangeContact',
  body: object({ type: contactType, account: contactTarget, AreaCode: areaCode, code: verifyCode }),
  bodyType: 'json',
  reply: userSchema,
  auth: 'required',
  doc: 'Checks the code (single use, 10 minutes, 5 tries) and sets the phone or e-mail; replies with the updated user.',
});

/** A new password: its minimum (PASSWORD_MIN_CHARS) is checked by the server with a Chinese message. */
const newPassword = text(PASSWORD_MAX_CHARS, 1);

export const changePassword = endpoint({
  name: 'changePassword',
  method: 'POST',
  path: '/api/User/ChangePassword',
  body: object({ oldPassword: text(PASSWORD_MAX_CHARS, 1), password: newPassword }),
  bodyType: 'json',
  reply: userSchema,
  auth: 'required',
  doc: 'Checks the old password (counted like a login failure) and sets the new one (at least 8 characters). Every earlier token is void; the reply carries a new one. Wrong old -> ret 1001; too many wrong -> ret 429.',
});

export const sendResetCode = endpoint({
  name: 'sendResetCode',
  method: 'POST',
  path: '/api/Login/SendResetCode',
  body: object({ account, AreaCode: areaCode, captchaId: captchaIdSchema, captchaCode: captchaTextSchema }),
  bodyType: 'json',
  reply: object({ expireSeconds: integer({ minimum: 1 }), resendSeconds: integer({ minimum: 1 }) }),
  auth: 'none',
  doc: 'Password recovery: after the image captcha (GetCaptcha; wrong -> ret 400, spent either way) sends a 6-digit code to the e-mail or phone of the account. The reply is the same whether the account exists or not. Too often -> ret 429.',
});

export const resetPassword = endpoint({
  name: 'resetPassword',
  method: 'POST',
  path: '/api/Login/ResetPassword',
  body: object({ account, AreaCode: areaCode, code: verifyCode, password: newPassword }),
  bodyType: 'json',
  reply: userSchema,
  auth: 'none',
  doc: 'Checks the code (single use, 10 minutes, 5 tries) and sets the new password (at least 8 characters); logs the user in, every earlier token is void. Too many checks -> ret 429.',
});
