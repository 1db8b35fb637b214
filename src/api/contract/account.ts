// Account entry, personal centre and scan-to-login (spec 002 §2, issue 12). Paths are designed
// (the spec shows the routes, not the calls); docs/api.md lists them.
import { endpoint } from './endpoint';
import { array, boolean, integer, nullable, object, optional, string, type Infer } from './schema';
import { mediaKey, pageQuery, paged, text, userSchema, videoItemSchema } from './common';
import { PASSWORD_MAX_CHARS } from './limits';

// The captcha fields live apart (./captcha): SendResetCode (user family, on every page's path)
// needs them, and importing them from here would put this whole family on the home page's path.
export { captchaIdSchema, captchaTextSchema } from './captcha';

export const getCaptcha = endpoint({
  name: 'getCaptcha',
  method: 'GET',
  path: '/api/Login/GetCaptcha',
  query: object({}),
  reply: object({ captchaId: string(), image: string(), expireSeconds: integer({ minimum: 1 }) }),
  auth: 'none',
  doc: 'An image captcha (image = data:image/svg+xml URL), single use, 5 minutes; SendResetCode needs it (/retrievePasswordImg).',
});

export const countrySchema = object({
  /** ISO 3166-1 alpha-2, e.g. CN. */
  country: string(),
  /** Chinese name of the country or region. */
  name: string(),
  /** Calling code, digits only, e.g. 86. */
  areaCode: string(),
});
export type Country = Infer<typeof countrySchema>;

export const getCountryList = endpoint({
  name: 'getCountryList',
  method: 'GET',
  path: '/api/Login/GetCountryList',
  query: object({}),
  reply: object({ list: array(countrySchema) }),
  auth: 'none',
  doc: 'Countries and regions with their calling codes (libphonenumber-js), for /countryList and /selectArea.',
});

export const setPassword = endpoint({
  name: 'setPassword',
  method: 'POST',
  path: '/api/User/SetPassword',
  body: object({ password: text(PASSWORD_MAX_CHARS, 1) }),
  bodyType: 'json',
  reply: userSchema,
  auth: 'required',
  doc: 'Sets a first password on an account made without one (at least 8 characters). Has one already -> ret 409 (ChangePassword).',
});

export const verifyPassword = endpoint({
  name: 'verifyPassword',
  method: 'POST',
  path: '/api/User/VerifyPassword',
  body: object({ password: text(PASSWORD_MAX_CHARS, 1) }),
  bodyType: 'json',
  reply: object({ verifyToken: string(), expireSeconds: integer({ minimum: 1 }) }),
  auth: 'required',
  doc: '/verifyPassword: proves the password before a bound phone or e-mail is changed; SendContactCode takes verifyToken (10 minutes). Wrong -> ret 1001, counted like a login failure.',
});

export const deviceSchema = object({
  deviceName: string(),
  ip: string(),
  createdAt: integer(),
  lastSeen: integer(),
  /** The device of this request. */
  current: boolean(),
});

export const getAccountSecurity = endpoint({
  name: 'getAccountSecurity',
  method: 'GET',
  path: '/api/User/GetAccountSecurity',
  query: object({}),
  reply: object({
    hasPassword: boolean(),
    phone: string(),
    AreaCode: string(),
    email: string(),
    devices: array(deviceSchema),
  }),
  auth: 'required',
  doc: '/accountSecurity: password set or not, the bound phone and e-mail, the signed-in devices (newest first).',
});

export const signOutOtherDevices = endpoint({
  name: 'signOutOtherDevices',
  method: 'POST',
  path: '/api/User/SignOutOtherDevices',
  body: object({}),
  reply: userSchema,
  auth: 'required',
  doc: 'Voids every token of the user (their sockets unbind) and replies with a new token for this device only.',
});

export const removeCollect = endpoint({
  name: 'removeCollect',
  method: 'POST',
  path: '/api/Video/RemoveCollect',
  body: object({ mediaKeys: array(mediaKey(), { maxItems: 100 }) }),
  bodyType: 'json',
  reply: object({ removed: integer({ minimum: 0 }) }),
  auth: 'required',
  doc: '/myCollection: removes these videos from the favourites (absent ones are ignored); removed = how many were there.',
});

export const myVoteSchema = object({ video: videoItemSchema, score: integer({ minimum: 1, maximum: 10 }) });

export const getMyVotes = endpoint({
  name: 'getMyVotes',
  method: 'GET',
  path: '/api/User/GetMyVotes',
  query: object({ ...pageQuery }),
  reply: paged(myVoteSchema),
  auth: 'required',
  doc: '/voteManage: the ratings the caller gave; change one with VoteLike.',
});

export const removeVote = endpoint({
  name: 'removeVote',
  method: 'POST',
  path: '/api/User/RemoveVote',
  body: object({ mediaKey: mediaKey() }),
  bodyType: 'json',
  reply: object({ removed: boolean() }),
  auth: 'required',
  doc: 'Removes the caller\'s rating of a video. No rating -> removed false.',
});

export const getMyLevel = endpoint({
  name: 'getMyLevel',
  method: 'GET',
  path: '/api/User/GetMyLevel',
  query: object({}),
  reply: object({
    level: integer({ minimum: 0 }),
    /** The level icon shown (1..8: levels above 8 show the 8 icon). */
    icon: integer({ minimum: 0, maximum: 8 }),
    exp: integer({ minimum: 0 }),
    /** Experience where the current level starts and where the next one starts (null at the top). */
    levelExp: integer({ minimum: 0 }),
    nextExp: nullable(integer({ minimum: 0 })),
    /** What raises the experience. */
    rules: array(object({ title: string(), exp: integer({ minimum: 0 }) })),
  }),
  auth: 'required',
  doc: '/myLevel: level from experience counted from the server\'s records (sign-ins, tasks, comments).',
});

export const taskSchema = object({
  type: integer(),
  title: string(),
  gold: integer({ minimum: 0 }),
  /** The server holds the record the task asks for. */
  done: boolean(),
  /** The reward was paid. */
  claimed: boolean(),
});
export type Task = Infer<typeof taskSchema>;

export const getTaskCenter = endpoint({
  name: 'getTaskCenter',
  method: 'GET',
  path: '/api/User/GetTaskCenter',
  query: object({}),
  reply: object({ gold: integer({ minimum: 0 }), daily: array(taskSchema), newHand: array(taskSchema) }),
  auth: 'required',
  doc: '/taskCenter and /newHandTask: daily tasks (claim with UpdTask) and new-hand tasks (claim with ClaimNewHandTask).',
});

export const claimNewHandTask = endpoint({
  name: 'claimNewHandTask',
  method: 'POST',
  path: '/api/User/ClaimNewHandTask',
  body: object({ type: integer({ minimum: 1, maximum: 100 }) }),
  bodyType: 'json',
  reply: object({ gold: integer({ minimum: 0 }), reward: integer({ minimum: 0 }) }),
  auth: 'required',
  doc: 'Pays a new-hand task once ever, when the server holds its record; gold = new balance. Not done -> ret 400; claimed -> ret 409.',
});

export const getSignInInfo = endpoint({
  name: 'getSignInInfo',
  method: 'GET',
  path: '/api/User/GetSignInInfo',
  query: object({}),
  reply: object({
    signedToday: boolean(),
    /** Consecutive days up to today (or yesterday when not signed in today). */
    streak: integer({ minimum: 0 }),
    /** Reward of day 1..7 of a streak; day 8 starts again at day 1. */
    rewards: array(integer({ minimum: 0 })),
    /** What signing in today pays (0 when already signed). */
    todayReward: integer({ minimum: 0 }),
    gold: integer({ minimum: 0 }),
  }),
  auth: 'required',
  doc: '/signIn: the streak and the rewards; days are UTC days of the server clock.',
});

export const signIn = endpoint({
  name: 'signIn',
  method: 'POST',
  path: '/api/User/SignIn',
  body: object({}),
  reply: object({ gold: integer({ minimum: 0 }), reward: integer({ minimum: 0 }), streak: integer({ minimum: 1 }) }),
  auth: 'required',
  doc: 'Daily sign-in, once per server day; gold = new balance. Second time the same day -> ret 409, nothing paid.',
});

/** An invitation code: 8 characters of an alphabet without look-alikes. */
export const INVITATION_CODE_PATTERN = '^[A-Za-z0-9]{8}$';

export const getInvitationInfo = endpoint({
  name: 'getInvitationInfo',
  method: 'GET',
  path: '/api/User/GetInvitationInfo',
  query: object({}),
  reply: object({
    code: string(),
    /** Registration link carrying the code (the QR code shows it). */
    link: string(),
    /** Gold each side gets once. */
    rewardGold: integer({ minimum: 0 }),
    invitedCount: integer({ minimum: 0 }),
    invited: array(object({ userId: integer(), nickName: string(), avatar: string(), createdAt: integer() })),
    /** The caller has entered someone's code already. */
    codeEntered: boolean(),
  }),
  auth: 'required',
  doc: '/invitation: the caller\'s code and link, and the people who entered it (newest 50).',
});

export const inputInvitationCode = endpoint({
  name: 'inputInvitationCode',
  method: 'POST',
  path: '/api/User/InputInvitationCode',
  body: object({ code: string({ minLength: 1, maxLength: 16 }) }),
  bodyType: 'json',
  reply: object({ gold: integer({ minimum: 0 }), reward: integer({ minimum: 0 }), inviterRewarded: boolean() }),
  auth: 'required',
  doc: '/inputInvitationCode: once per user; both sides get rewardGold once (the inviter for at most 5 invitees a day: past it inviterRewarded is false and msg says so). Own code -> ret 400; unknown -> ret 404; entered before -> ret 409; the caller has no phone or e-mail proved by a code -> ret 403.',
});

/** A login ticket as the TV receives it and the QR code carries it. */
export const loginTicketSchema = string({ minLength: 32, maxLength: 32, pattern: '^[A-Za-z0-9_-]{32}$' });

export const getLoginTicket = endpoint({
  name: 'getLoginTicket',
  method: 'GET',
  path: '/api/Login/GetLoginTicket',
  query: object({ ticket: loginTicketSchema }),
  reply: object({
    deviceName: string(),
    ip: string(),
    place: string(),
    sameNetwork: boolean(),
    requestedAt: integer({ minimum: 0 }),
    status: string({ enum: ['pending', 'confirmed', 'refused', 'expired'] }),
    expireSeconds: integer({ minimum: 0 }),
  }),
  auth: 'required',
  doc: '/authorizeLogin: which device asks to sign in, as the server saw its request, never a name the TV chose: deviceName = the kind read from its user agent (电视 · Chrome), ip, place = 本机 / 局域网 / its country or region (GeoLite2), sameNetwork = the same public address as the caller, requestedAt = unix seconds. Unknown ticket -> ret 404.',
});

export const confirmLoginTicket = endpoint({
  name: 'confirmLoginTicket',
  method: 'POST',
  path: '/api/Login/ConfirmLoginTicket',
  body: object({ ticket: loginTicketSchema, allow: boolean() }),
  bodyType: 'json',
  reply: object({ status: string({ enum: ['confirmed', 'refused'] }) }),
  auth: 'required',
  doc: 'Confirms (the TV socket receives scanLogin with a fresh token of the caller) or refuses. Unknown or expired -> ret 404; decided before -> ret 409.',
});

/** Socket events of the scan login (TV side). */
export const LOGIN_TICKET_SOCKET_EVENT = 'loginTicket';
export const SCAN_LOGIN_SOCKET_EVENT = 'scanLogin';

/** Ack of `loginTicket` {deviceId?}: the ticket, the text to draw as QR code, its lifetime. */
export const loginTicketAckSchema = object({ ticket: loginTicketSchema, qrText: string(), expireSeconds: integer({ minimum: 1 }) });

/** What the TV socket receives once the ticket is decided. */
export const scanLoginEventSchema = object({
  status: string({ enum: ['confirmed', 'refused', 'expired'] }),
  msg: string(),
  user: optional(userSchema),
});
export type ScanLoginEvent = Infer<typeof scanLoginEventSchema>;
