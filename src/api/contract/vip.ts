// VIP purchase, orders, bargain and recharge activity (spec 000).
import { endpoint } from './endpoint';
import { array, boolean, integer, number, object, optional, record, string, type Infer } from './schema';
import { empty, pageQuery, paged, text } from './common';

export const promotionSchema = object({ promotionCode: string(), title: string() });

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
  activityRule: string(),
});
export type RechargeActivity = Infer<typeof rechargeActivitySchema>;

export const orderSchema = object({
  orderId: string(),
  packageId: integer(),
  toUid: integer(),
  payType: integer(),
  amount: number({ minimum: 0 }),
  priceSymbol: string(),
  /** 0 created, 1 paid, 2 cancelled. */
  status: integer({ minimum: 0, maximum: 2 }),
  createdAt: integer(),
});
export type Order = Infer<typeof orderSchema>;

const region = optional(string({ maxLength: 8, pattern: '^[A-Za-z]*$' }));
const productId = integer({ minimum: 1 });
const toUid = optional(integer({ minimum: 0 }));
/** Promotion codes joined by '|'. */
const promotions = optional(string({ maxLength: 200, pattern: '^[A-Za-z0-9_|-]*$' }));

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
  doc: 'Pay info. ret 7003 carries a notice msg and still the data (spec 000 §7).',
});

export const createOrder = endpoint({
  name: 'createOrder',
  method: 'GET',
  path: '/api/payment/CreateOrder',
  query: object({ ProductID: productId, SysName: text(20, 1), ToUID: toUid, Promotions: promotions, payType: optional(integer({ minimum: -1, maximum: 9 })) }),
  reply: orderSchema,
  auth: 'required',
  doc: 'Card order (pay type -1) and the order behind the pay pages; sandbox: nothing is charged.',
});

export const createAliPay = endpoint({
  name: 'createAliPay',
  method: 'GET',
  path: '/api/payment/CreateAliPay',
  query: object({ ProductID: productId, ToUID: toUid, Promotions: promotions, payType: integer({ minimum: 0, maximum: 9 }) }),
  reply: object({ orderId: string(), gateway: string(), params: record(string()) }),
  auth: 'required',
  doc: 'Gateway order (pay type 5) and Alipay-style orders: the page posts params to gateway.',
});

export const getCusService = endpoint({
  name: 'getCusService',
  method: 'GET',
  path: '/api/payment/GetCusService',
  query: object({ region, templateType: optional(integer({ minimum: 0, maximum: 9 })) }),
  reply: object({ id: integer(), nickName: string(), avatar: string() }),
  auth: 'required',
  doc: 'Customer-service account to chat with for manual payment (templateType 2); data.id is the toUid.',
});

export const getUserBargainStatus = endpoint({
  name: 'getUserBargainStatus',
  method: 'GET',
  path: '/api/user/GetUserBargainStatus',
  query: object({}),
  reply: bargainInfoSchema,
  auth: 'optional',
  doc: 'Bargain state of the caller (visitors: type 0).',
});

export const joinBargain = endpoint({
  name: 'joinBargain',
  method: 'GET',
  path: '/api/Bargain/JoinActivity',
  query: object({ ProductID: productId }),
  reply: object({ url: string(), key: string() }),
  auth: 'required',
  doc: 'Joins the bargain for a bargain package; data.url is the activity link.',
});

export const giveUpBargain = endpoint({
  name: 'giveUpBargain',
  method: 'GET',
  path: '/api/Bargain/GiveUp',
  query: object({ key: text(64, 1) }),
  reply: empty,
  auth: 'required',
});

export const receiveBargainForFree = endpoint({
  name: 'receiveBargainForFree',
  method: 'GET',
  path: '/api/Bargain/ReceiveForFree',
  query: object({ key: text(64, 1) }),
  reply: empty,
  auth: 'required',
  doc: 'Claims a package whose bargained price is 0. Price above 0 -> ret 409.',
});

export const getRechargeActivity = endpoint({
  name: 'getRechargeActivity',
  method: 'GET',
  path: '/api/user/GetRechargeActivity',
  query: object({}),
  reply: rechargeActivitySchema,
  auth: 'optional',
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

export const getVipRecords = endpoint({
  name: 'getVipRecords',
  method: 'GET',
  path: '/api/User/GetVipRecords',
  query: object({ ...pageQuery }),
  reply: paged(orderSchema),
  auth: 'required',
  doc: 'Orders of the caller (/openVipRecords).',
});
