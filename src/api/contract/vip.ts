// VIP purchase, orders, payments, bargain, recharge activity and VIP codes (spec 000).
import { endpoint } from './endpoint';
import { array, boolean, integer, number, object, optional, record, string, type Infer } from './schema';
import { empty, listOf, pageQuery, paged, text } from './common';
import { ADDRESS_NAME_MAX_CHARS, ADDRESS_PHONE_MAX_CHARS, ADDRESS_TEXT_MAX_CHARS, APPEAL_CONTACT_MAX_CHARS, APPEAL_REASON_MAX_CHARS, VIP_CODE_MAX_CHARS } from './limits';

export const promotionSchema = object({ promotionCode: string(), title: string() });

/**
 * A package includes a physical gift when one of its promotions has a code starting with GIFT
 * (e.g. GIFT_BOX): its order needs a delivery address of the buyer (/choseAddress, /addAddress).
 * The spec names the address pages but no package field for the gift, so the promotion marks it.
 */
export const hasPhysicalGift = (promotions: readonly { promotionCode: string }[]): boolean => promotions.some((p) => p.promotionCode.startsWith('GIFT'));

/** Package (spec 000 §3). disprice/disrmb: a package with only one of them uses price/rmb. */
export const vipPackageSchema = object({
  packageId: integer(),
  categoryId: integer(),
  name: string(),
  /** VIP level the package grants. */
  type: integer({ minimum: 0 }),
  validityDays: integer({ minimum: 0 }),
  giftDays: integer({ minimum: 0 }),
  price: number({ minimum: 0 }),
  priceSymbol: string(),
  rmb: number({ minimum: 0 }),
  disprice: number({ minimum: 0 }),
  disrmb: number({ minimum: 0 }),
  promotions: array(promotionSchema),
  bargain: boolean(),
  menberCount: integer({ minimum: 0 }),
});
export type VipPackage = Infer<typeof vipPackageSchema>;

/** Pay type: -1 card, 0/1 Alipay-style page, 2 other pay page, 3 customer service, 5 gateway. */
export const payTypeSchema = object({ payType: integer(), title: string(), img: string() });
export type PayType = Infer<typeof payTypeSchema>;

export const vipCategorySchema = object({
  id: integer(),
  name: string(),
  styleType: integer(),
  data: array(vipPackageSchema),
  payTypes: array(payTypeSchema),
});

export const vipPayInfoSchema = object({
  remark: string(),
  categoryList: array(vipCategorySchema),
  payTypes: array(payTypeSchema),
});
export type VipPayInfo = Infer<typeof vipPayInfoSchema>;

/** type: 0 none (may invite), 1 joined, 2 finished (price = bargained price; 0 = free claim). */
export const bargainInfoSchema = object({
  type: integer({ minimum: 0, maximum: 2 }),
  price: number({ minimum: 0 }),
  /** Unix seconds. */
  endTime: integer({ minimum: 0 }),
  packageId: integer({ minimum: 0 }),
  key: string(),
  url: string(),
});
export type BargainInfo = Infer<typeof bargainInfoSchema>;

export const rechargeActivitySchema = object({
  /** 1 on, 0 off. */
  status: integer({ minimum: 0, maximum: 1 }),
  type: integer({ minimum: 0 }),
  title: string(),
  qrCodeTitle: string(),
  qrCodeRemark: string(),
  shareText: string(),
  /** HTML as the operator stored it; the client sanitizes before showing it. */
  activityRule: string(),
});
export type RechargeActivity = Infer<typeof rechargeActivitySchema>;

export const ORDER_STATES = ['created', 'pending', 'paid', 'cancelled', 'expired', 'refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Pay type of an order made by a free bargain claim (ReceiveForFree). */
export const FREE_CLAIM_PAY_TYPE = 9;

export const orderSchema = object({
  orderId: string(),
  packageId: integer(),
  packageName: string(),
  /** The user who receives the VIP time (the buyer unless a gift). */
  toUid: integer(),
  payType: integer(),
  /** Priced by the server (list price, discount or bargain price). */
  amount: number({ minimum: 0 }),
  rmb: number({ minimum: 0 }),
  priceSymbol: string(),
  /** VIP level and days (validity + gift) the order grants when paid. */
  vipType: integer({ minimum: 0 }),
  days: integer({ minimum: 0 }),
  state: string({ enum: ORDER_STATES }),
  /** Where the payer pays (sandbox checkout page); empty for manual payment (3) and settled orders. */
  payUrl: string(),
  createdAt: integer(),
  /** Unpaid orders expire at this time (unix seconds). */
  expiresAt: integer(),
  /** 0 until paid. */
  paidAt: integer(),
});
export type Order = Infer<typeof orderSchema>;

export const vipGrantSchema = object({
  id: integer(),
  /** 'order' (a paid order or a free bargain claim) or 'code' (a redeemed VIP code). */
  source: string(),
  orderId: string(),
  vipType: integer({ minimum: 0 }),
  days: integer({ minimum: 0 }),
  levelAfter: integer({ minimum: 0 }),
  /** 'YYYY-MM-DD' of the expiry after this grant. */
  eDateAfter: string(),
  createdAt: integer(),
});
export type VipGrant = Infer<typeof vipGrantSchema>;

export const addressSchema = object({ id: integer(), name: string(), phone: string(), address: string() });
export type DeliveryAddress = Infer<typeof addressSchema>;

const region = optional(string({ maxLength: 8, pattern: '^[A-Za-z]*$' }));
const productId = integer({ minimum: 1 });
const toUid = optional(integer({ minimum: 0 }));
/** Promotion codes joined by '|'. */
const promotions = optional(string({ maxLength: 200, pattern: '^[A-Za-z0-9_|-]*$' }));
/** The client's idempotency key, made once per tap on 授权支付 and resent on a retry. */
const requestId = string({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]{8,64}$' });
const orderId = string({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const bargainKey = string({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** What every order request carries; the server prices it (no price, uid or state from the client). */
const orderQuery = {
  ProductID: productId,
  /** The custom region the pay info was asked with (pay types differ by region). */
  region,
  /** The tab the package was chosen on; a package of another category -> ret 400. */
  categoryId: optional(integer({ minimum: 0 })),
  ToUID: toUid,
  Promotions: promotions,
  requestId,
  /** A finished bargain of the caller for this package: the order takes the bargained price. */
  bargainKey: optional(bargainKey),
  /** A delivery address of the caller (packages with a physical gift). */
  addressId: optional(integer({ minimum: 1 })),
};

export const getVipPayType = endpoint({
  name: 'getVipPayType',
  method: 'GET',
  path: '/api/User/GetVipPayType',
  query: object({
    region,
    vipCategoryId: optional(integer({ minimum: 0 })),
    ProductID: optional(integer({ minimum: 0 })),
    ToUID: toUid,
    categoryId: optional(integer({ minimum: 0 })),
  }),
  reply: vipPayInfoSchema,
  auth: 'optional',
  doc: 'Pay info: categories with packages and the pay types offered in the region (custom region, else the detected one). ret 7003 (account without phone or e-mail) carries a notice msg and still the data (spec 000 §7). Unknown ToUID or ProductID -> ret 404.',
});

export const createOrder = endpoint({
  name: 'createOrder',
  method: 'GET',
  path: '/api/payment/CreateOrder',
  query: object({ ...orderQuery, SysName: text(20, 1), payType: optional(integer({ minimum: -1, maximum: 5 })) }),
  reply: orderSchema,
  auth: 'required',
  doc: 'Card order (pay type -1, default) and the orders of pay types 2 and 3; payUrl is the checkout page. One order per requestId (a double tap or retry gets the same order). Price, uid or state in the query -> ret 400. A package with a physical gift (a GIFT promotion) needs addressId, a delivery address of the caller (ret 400 without, 404 for another user\'s).',
});

export const createAliPay = endpoint({
  name: 'createAliPay',
  method: 'GET',
  path: '/api/payment/CreateAliPay',
  query: object({ ...orderQuery, payType: integer({ minimum: 0, maximum: 5 }) }),
  reply: object({ orderId: string(), gateway: string(), params: record(string()) }),
  auth: 'required',
  doc: 'Gateway order (pay type 5) and Alipay-style orders (0, 1): open gateway with params (GET query or form POST). Same order rules as CreateOrder.',
});

export const getOrder = endpoint({
  name: 'getOrder',
  method: 'GET',
  path: '/api/payment/GetOrder',
  query: object({ orderId }),
  reply: orderSchema,
  auth: 'required',
  doc: 'One order of the caller (/payResult, /zfbPay result pages); another user\'s order -> ret 404.',
});

export const cancelOrder = endpoint({
  name: 'cancelOrder',
  method: 'GET',
  path: '/api/payment/CancelOrder',
  query: object({ orderId }),
  reply: orderSchema,
  auth: 'required',
  doc: 'Cancels an unpaid order of the caller; a paid, expired or cancelled one -> ret 409.',
});

export const paymentNotify = endpoint({
  name: 'paymentNotify',
  method: 'POST',
  path: '/api/payment/Notify',
  body: object({
    notifyId: string({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    orderId,
    outcome: string({ enum: ['paid', 'cancelled', 'failed', 'refunded'] }),
    amount: number({ minimum: 0, maximum: 1e9 }),
    providerRef: string({ maxLength: 64 }),
    ts: integer({ minimum: 0 }),
    sign: string({ minLength: 64, maxLength: 64, pattern: '^[0-9a-f]{64}$' }),
  }),
  bodyType: 'json',
  reply: object({ orderId: string(), state: string({ enum: ORDER_STATES }) }),
  auth: 'none',
  doc: 'Server-to-server notification of the payment provider (never the client): HMAC-signed, each notifyId once, ts within 300 s. Bad signature -> ret 401; replay or already settled -> ret 409; unknown order -> ret 404.',
});

export const appealOrder = endpoint({
  name: 'appealOrder',
  method: 'POST',
  path: '/api/payment/Appeal',
  body: object({ orderId, reason: text(APPEAL_REASON_MAX_CHARS, 2), contact: optional(text(APPEAL_CONTACT_MAX_CHARS)) }),
  bodyType: 'json',
  reply: object({ id: integer() }),
  auth: 'required',
  doc: 'Disputes an order of the caller (/appeal); one open appeal per order -> else ret 409.',
});

export const getAddressList = endpoint({
  name: 'getAddressList',
  method: 'GET',
  path: '/api/User/GetAddressList',
  query: object({}),
  reply: listOf(addressSchema),
  auth: 'required',
  doc: 'Delivery addresses of the caller (/choseAddress).',
});

export const addAddress = endpoint({
  name: 'addAddress',
  method: 'POST',
  path: '/api/User/AddAddress',
  body: object({ name: text(ADDRESS_NAME_MAX_CHARS, 1), phone: string({ minLength: 5, maxLength: ADDRESS_PHONE_MAX_CHARS, pattern: '^[0-9+ -]+$' }), address: text(ADDRESS_TEXT_MAX_CHARS, 4) }),
  bodyType: 'json',
  reply: addressSchema,
  auth: 'required',
  doc: 'Adds a delivery address (/addAddress); at most 20 per user -> else ret 409.',
});

export const getCusService = endpoint({
  name: 'getCusService',
  method: 'GET',
  path: '/api/payment/GetCusService',
  query: object({ region, templateType: optional(integer({ minimum: 0, maximum: 9 })) }),
  reply: object({ id: integer(), nickName: string(), avatar: string() }),
  auth: 'required',
  doc: 'Customer-service account to chat with for manual payment (templateType 2) in the region (custom region, else detected); data.id is the toUid.',
});

export const getUserBargainStatus = endpoint({
  name: 'getUserBargainStatus',
  method: 'GET',
  path: '/api/user/GetUserBargainStatus',
  query: object({}),
  reply: bargainInfoSchema,
  auth: 'optional',
  doc: 'Bargain state of the caller: 0 none (visitors too), 1 joined and running, 2 finished (endTime passed or price 0).',
});

export const joinBargain = endpoint({
  name: 'joinBargain',
  method: 'GET',
  path: '/api/Bargain/JoinActivity',
  query: object({ ProductID: productId, agree: optional(integer({ minimum: 0, maximum: 1 })) }),
  reply: object({ url: string(), key: string() }),
  auth: 'required',
  doc: 'Joins the bargain for a bargain package after the user agreed to the rules (agree=1, else ret 400); one active bargain per user and package (joining again returns it). data.url is the link to share. The caller\'s device id and network are recorded: helps from them do not count. A package claimed for free in the last 180 days -> ret 409 (msg says in how many days it can be joined again).',
});

export const helpBargain = endpoint({
  name: 'helpBargain',
  method: 'GET',
  path: '/api/Bargain/Help',
  query: object({ key: bargainKey }),
  reply: object({ cut: number({ minimum: 0 }), price: number({ minimum: 0 }) }),
  auth: 'required',
  doc: 'A friend opens the shared link and cuts the price once (new users with a verified phone or e-mail 3x; never below 0). Own bargain -> ret 400; again or ended -> ret 409. Anti-farming: from the owner\'s device id or network -> ret 403; a device id or network another helper of this bargain used, or a helper who already counted for this owner in the last 30 days -> ret 409. A refusal carries the reason in msg and records nothing.',
});

/** A bargain as its shared link shows it to anyone who has the link (issue 28). */
export const bargainDetailSchema = object({
  key: string(),
  owner: object({ uid: integer(), nickName: string(), avatar: string() }),
  packageId: integer(),
  packageName: string(),
  startPrice: number({ minimum: 0 }),
  /** The price left after the friends' cuts. */
  price: number({ minimum: 0 }),
  /** Unix seconds. */
  endTime: integer({ minimum: 0 }),
  /** 1 running (friends may cut), 2 over: time up, price 0, given up or claimed. */
  type: integer({ minimum: 1, maximum: 2 }),
  helpers: integer({ minimum: 0 }),
  /** The caller started it. */
  mine: boolean(),
  /** The caller has already cut it. */
  helped: boolean(),
});
export type BargainDetail = Infer<typeof bargainDetailSchema>;

export const getBargainDetail = endpoint({
  name: 'getBargainDetail',
  method: 'GET',
  path: '/api/Bargain/Detail',
  query: object({ key: bargainKey }),
  reply: bargainDetailSchema,
  auth: 'optional',
  doc: 'The bargain behind a shared link (/activityRules?bargainKey=): owner, package, price left, endTime, whether it still runs, and whether the caller owns or already cut it. Visitors too (the key is the secret of the link); an unknown key -> ret 404; rate-limited per client address.',
});

export const giveUpBargain = endpoint({
  name: 'giveUpBargain',
  method: 'GET',
  path: '/api/Bargain/GiveUp',
  query: object({ key: bargainKey }),
  reply: empty,
  auth: 'required',
  doc: 'Abandons the caller\'s active bargain. Another user\'s key -> ret 403.',
});

export const receiveBargainForFree = endpoint({
  name: 'receiveBargainForFree',
  method: 'GET',
  path: '/api/Bargain/ReceiveForFree',
  query: object({ key: bargainKey }),
  reply: orderSchema,
  auth: 'required',
  doc: 'Claims a package whose bargained price is 0 (a paid order of amount 0 that grants VIP once). Price above 0, already claimed, or this package already claimed for free in the last 180 days -> ret 409; another user\'s key -> ret 403.',
});

export const getRechargeActivity = endpoint({
  name: 'getRechargeActivity',
  method: 'GET',
  path: '/api/user/GetRechargeActivity',
  query: object({}),
  reply: rechargeActivitySchema,
  auth: 'optional',
  doc: 'The current recharge activity; activityRule is HTML as stored (the client sanitizes it).',
});

export const getActivity = endpoint({
  name: 'getActivity',
  method: 'GET',
  path: '/api/home/GetActivity',
  query: object({}),
  reply: rechargeActivitySchema,
  auth: 'none',
  doc: 'Recharge activity for the shell (VIP tab title).',
});

export const exchangeVip = endpoint({
  name: 'exchangeVip',
  method: 'POST',
  path: '/api/User/ExchangeVip',
  // Codes as `npm run vip:codes` prints them (XXXX-XXXX-XXXX-XXXX); case, spaces and dashes do not matter.
  body: object({ code: string({ minLength: 8, maxLength: VIP_CODE_MAX_CHARS, pattern: '^[A-Za-z0-9 -]+$' }) }),
  bodyType: 'json',
  reply: object({ vipLevel: integer({ minimum: 0 }), eDate: string(), days: integer({ minimum: 0 }) }),
  auth: 'required',
  doc: 'Redeems a VIP code (/exchangeVip): single use. Unknown -> ret 404; used or expired -> ret 409; too many tries -> ret 429.',
});

export const getVipRecords = endpoint({
  name: 'getVipRecords',
  method: 'GET',
  path: '/api/User/GetVipRecords',
  query: object({ ...pageQuery }),
  reply: paged(orderSchema),
  auth: 'required',
  doc: 'Orders of the caller, newest first (/openVipRecords).',
});

export const getVipHistory = endpoint({
  name: 'getVipHistory',
  method: 'GET',
  path: '/api/User/GetVipHistory',
  query: object({ ...pageQuery }),
  reply: paged(vipGrantSchema),
  auth: 'required',
  doc: 'VIP time the caller received (orders, gifts, codes, bargain claims), newest first (/openVipRecords).',
});
