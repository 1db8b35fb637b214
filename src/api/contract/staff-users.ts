// Staff: users, VIP by hand, orders, manual payments and refunds (issue 38). Permissions:
// users.read (search, detail), users.restrict (mute/ban), users.vip (grant/revoke), orders.read,
// payments.confirm, refunds.create, refunds.approve. Money actions carry a requestId: the same
// key again (double click, retry) answers the first outcome and changes nothing more.
import { endpoint } from './endpoint';
import { array, boolean, integer, nullable, number, object, optional, string, type Infer } from './schema';
import { paged, text } from './common';
import { requestId, staffPage, staffReason } from './staff';

export const staffUserRowSchema = object({
  uid: integer(), username: string(), nickName: string(), phone: string(), email: string(),
  vipLevel: integer(), vipExpire: integer(), gold: integer(), createdAt: integer(),
  banned: boolean(), mutedUntil: integer(),
});
export type StaffUserRow = Infer<typeof staffUserRowSchema>;

export const staffUsers = endpoint({
  name: 'staffUsers', method: 'GET', path: '/api/Staff/Users',
  query: object({ q: text(64, 1), ...staffPage }),
  reply: paged(staffUserRowSchema), auth: 'none',
  doc: 'Finds users by uid, user name, nickname, phone or e-mail (users.read).',
});

export const staffOrderSchema = object({
  orderId: string(), uid: integer(), toUid: integer(), packageId: integer(), payType: integer(),
  amount: number(), rmb: number(), priceSymbol: string(), vipType: integer(), days: integer(),
  state: string(), provider: string(), createdAt: integer(), paidAt: nullable(integer()),
  /** Refunded so far, in the order's currency. */
  refunded: number(),
});
export type StaffOrder = Infer<typeof staffOrderSchema>;

export const staffDeviceSchema = object({ kind: string(), deviceName: string(), ip: string(), createdAt: integer(), lastSeen: integer() });

export const staffUserDetail = endpoint({
  name: 'staffUserDetail', method: 'GET', path: '/api/Staff/User',
  query: object({ uid: integer({ minimum: 1 }) }),
  reply: object({
    user: staffUserRowSchema,
    vip: object({ level: integer(), typeName: string(), categoryId: integer(), expire: integer() }),
    devices: array(staffDeviceSchema),
    orders: array(staffOrderSchema),
    restriction: object({ banned: boolean(), mutedUntil: integer(), reason: string() }),
  }),
  auth: 'none',
  doc: 'A user\'s detail: VIP, gold, signed-in devices, latest 50 orders, mute/ban (users.read).',
});

export const staffUserRestrict = endpoint({
  name: 'staffUserRestrict', method: 'POST', path: '/api/Staff/UserRestrict',
  body: object({
    uid: integer({ minimum: 1 }),
    /** mute for hours, ban, or lift both. */
    action: string({ enum: ['mute', 'ban', 'lift'] }),
    hours: optional(integer({ minimum: 1, maximum: 720 })),
    reason: staffReason(),
  }),
  reply: object({ banned: boolean(), mutedUntil: integer(), reason: string() }), auth: 'none',
  doc: 'Mutes (no barrage, comments, chat), bans (no sign-in, sessions ended) or lifts (users.restrict).',
});

export const staffVipGrant = endpoint({
  name: 'staffVipGrant', method: 'POST', path: '/api/Staff/VipGrant',
  body: object({ uid: integer({ minimum: 1 }), categoryId: integer({ minimum: 1 }), days: integer({ minimum: 1, maximum: 3660 }), reason: staffReason(), requestId: requestId() }),
  reply: object({ level: integer(), expire: integer() }), auth: 'none',
  doc: 'Grants VIP of a category for days, added to the current term (users.vip).',
});

export const staffVipRevoke = endpoint({
  name: 'staffVipRevoke', method: 'POST', path: '/api/Staff/VipRevoke',
  body: object({ uid: integer({ minimum: 1 }), days: optional(integer({ minimum: 1, maximum: 3660 })), reason: staffReason(), requestId: requestId() }),
  reply: object({ level: integer(), expire: integer() }), auth: 'none',
  doc: 'Takes days off the VIP term, or all of it without days (users.vip).',
});

export const staffOrders = endpoint({
  name: 'staffOrders', method: 'GET', path: '/api/Staff/Orders',
  query: object({
    uid: optional(integer({ minimum: 1 })),
    orderId: optional(text(64)),
    state: optional(string({ enum: ['created', 'pending', 'paid', 'cancelled', 'expired', 'refunded'] })),
    payType: optional(integer({ minimum: 0, maximum: 100 })),
    ...staffPage,
  }),
  reply: paged(staffOrderSchema), auth: 'none',
  doc: 'Orders, newest first (orders.read). Manual payments are payType 3 in state created/pending.',
});

export const staffConfirmPayment = endpoint({
  name: 'staffConfirmPayment', method: 'POST', path: '/api/Staff/ConfirmPayment',
  body: object({ orderId: text(64, 1), reason: staffReason(), requestId: requestId() }),
  reply: staffOrderSchema, auth: 'none',
  doc: 'Confirms a manual payment: the order is paid and its VIP granted, as `npm run payments:confirm` does (payments.confirm). Already paid -> the order as it is.',
});

export const REFUND_STATES = ['awaiting_approval', 'processing', 'done', 'rejected', 'failed'] as const;
export const staffRefundSchema = object({
  id: integer(), orderId: string(), uid: integer(), amount: number(), priceSymbol: string(),
  state: string({ enum: REFUND_STATES }), reason: string(),
  requestedBy: integer(), approvedBy: integer(), createdAt: integer(), doneAt: integer(),
  /** Days of VIP taken back when it was done. */
  vipDaysTaken: integer(),
});
export type StaffRefund = Infer<typeof staffRefundSchema>;

export const staffRefund = endpoint({
  name: 'staffRefund', method: 'POST', path: '/api/Staff/Refund',
  body: object({ orderId: text(64, 1), amount: optional(number({ minimum: 0.01, maximum: 100000 })), reason: staffReason(), requestId: requestId() }),
  reply: staffRefundSchema, auth: 'none',
  doc: 'Refunds a paid order (all of it without amount) through its payment provider and ends or shortens the VIP it paid for (refunds.create). Above the approval amount (REFUND_APPROVAL_RMB, default 200) -> state awaiting_approval until another staff member approves.',
});

export const staffRefunds = endpoint({
  name: 'staffRefunds', method: 'GET', path: '/api/Staff/Refunds',
  query: object({ state: optional(string({ enum: REFUND_STATES })), ...staffPage }),
  reply: paged(staffRefundSchema), auth: 'none',
  doc: 'Refunds, newest first (orders.read).',
});

export const staffRefundDecide = endpoint({
  name: 'staffRefundDecide', method: 'POST', path: '/api/Staff/RefundDecide',
  body: object({ id: integer({ minimum: 1 }), approve: boolean(), note: optional(text(200)) }),
  reply: staffRefundSchema, auth: 'none',
  doc: 'The second approval of a large refund (refunds.approve): the one who asked for it -> 403; not awaiting -> the refund as it is.',
});
