// Staff catalogue (issue 38 point 4, ADR 061): help articles (Markdown in, sanitized HTML out;
// help.edit), VIP packages with their prices and the bargain activity flag, and the recharge
// activity (packages.edit). Prices are checked on the server: positive, at most two decimals,
// bounded, a discount below the price; a package that orders refer to is retired, never deleted.
import { endpoint } from './endpoint';
import { boolean, integer, number, object, optional, string, type Infer } from './schema';
import { listOf, paged, text } from './common';
import { staffPage } from './staff';

export const HELP_TITLE_MAX_CHARS = 200;
export const HELP_MARKDOWN_MAX_CHARS = 50_000;
/** The largest price or rmb amount a package may have. */
export const PACKAGE_PRICE_MAX = 100_000;
export const PACKAGE_DAYS_MAX = 3660;

export const staffHelpArticleSchema = object({
  id: integer(),
  categoryId: integer(),
  title: string(),
  /** What the operator wrote ('' for an article imported as HTML). */
  markdown: string(),
  /** What viewers get: the Markdown rendered and sanitized (DOMPurify). */
  html: string(),
  sort: integer(),
  published: boolean(),
});
export type StaffHelpArticle = Infer<typeof staffHelpArticleSchema>;

export const staffHelpArticles = endpoint({
  name: 'staffHelpArticles', method: 'GET', path: '/api/Staff/HelpArticles',
  query: object({ categoryId: optional(integer({ minimum: 1 })), ...staffPage }),
  reply: paged(staffHelpArticleSchema), auth: 'none',
  doc: 'Help articles with drafts, by category and order (help.edit).',
});

export const staffHelpArticleSave = endpoint({
  name: 'staffHelpArticleSave', method: 'POST', path: '/api/Staff/HelpArticleSave',
  body: object({
    /** Absent: a new article (a draft). */
    id: optional(integer({ minimum: 1 })),
    categoryId: integer({ minimum: 1 }),
    title: text(HELP_TITLE_MAX_CHARS, 1),
    markdown: text(HELP_MARKDOWN_MAX_CHARS, 1),
    sort: integer({ minimum: 0, maximum: 1000 }),
  }),
  reply: staffHelpArticleSchema, auth: 'none',
  doc: 'Creates (a draft) or edits a help article from Markdown; scripts, handlers, frames and styles are removed (help.edit). An unknown category -> 404.',
});

export const staffHelpArticlePublish = endpoint({
  name: 'staffHelpArticlePublish', method: 'POST', path: '/api/Staff/HelpArticlePublish',
  body: object({ id: integer({ minimum: 1 }), published: boolean() }),
  reply: staffHelpArticleSchema, auth: 'none',
  doc: 'Shows an article in the help centre or takes it back (help.edit).',
});

export const staffPackageSchema = object({
  id: integer(),
  categoryId: integer(),
  name: string(),
  type: integer(),
  validityDays: integer(),
  giftDays: integer(),
  price: number(),
  priceSymbol: string(),
  rmb: number(),
  disprice: number(),
  disrmb: number(),
  bargain: boolean(),
  sort: integer(),
  retired: boolean(),
  /** Orders that name it (a package in use is retired, not deleted). */
  orders: integer({ minimum: 0 }),
});
export type StaffPackage = Infer<typeof staffPackageSchema>;

const money = (min: number) => number({ minimum: min, maximum: PACKAGE_PRICE_MAX });

export const staffPackages = endpoint({
  name: 'staffPackages', method: 'GET', path: '/api/Staff/Packages',
  query: object({}), reply: listOf(staffPackageSchema), auth: 'none',
  doc: 'VIP packages, retired ones too (packages.edit).',
});

export const staffPackageSave = endpoint({
  name: 'staffPackageSave', method: 'POST', path: '/api/Staff/PackageSave',
  body: object({
    /** Absent: a new package. */
    id: optional(integer({ minimum: 1 })),
    categoryId: integer({ minimum: 1 }),
    name: text(30, 1),
    /** The VIP level it grants. */
    type: integer({ minimum: 1, maximum: 9 }),
    validityDays: integer({ minimum: 1, maximum: PACKAGE_DAYS_MAX }),
    giftDays: integer({ minimum: 0, maximum: PACKAGE_DAYS_MAX }),
    price: money(0.01),
    priceSymbol: text(4, 1),
    rmb: money(0.01),
    /** Discounted price and rmb: both set (below price and rmb) or both 0. */
    disprice: money(0),
    disrmb: money(0),
    /** Offered in the bargain activity (砍价). */
    bargain: boolean(),
    sort: integer({ minimum: 0, maximum: 1000 }),
  }),
  reply: staffPackageSchema, auth: 'none',
  doc: 'Creates or edits a VIP package (packages.edit). More than two decimals, a discount not below the price, one discount field without the other -> 400; an unknown VIP category -> 404. Orders keep the price they were made at.',
});

export const staffPackageRetire = endpoint({
  name: 'staffPackageRetire', method: 'POST', path: '/api/Staff/PackageRetire',
  body: object({ id: integer({ minimum: 1 }), retired: boolean() }),
  reply: staffPackageSchema, auth: 'none',
  doc: 'Stops offering a package (no new order or bargain) or offers it again (packages.edit).',
});

export const staffPackageDelete = endpoint({
  name: 'staffPackageDelete', method: 'POST', path: '/api/Staff/PackageDelete',
  body: object({ id: integer({ minimum: 1 }) }),
  reply: object({ removed: integer({ minimum: 0, maximum: 1 }) }), auth: 'none',
  doc: 'Deletes a package nobody ordered or bargained (packages.edit); one in use -> 409 (retire it).',
});

export const staffRechargeActivitySchema = object({
  id: integer(),
  /** 1 = running (the one the app shows), 0 = off. */
  status: integer({ minimum: 0, maximum: 1 }),
  type: integer(),
  title: string(),
  qrCodeTitle: string(),
  qrCodeRemark: string(),
  shareText: string(),
  activityRule: string(),
});
export type StaffRechargeActivity = Infer<typeof staffRechargeActivitySchema>;

export const staffRechargeActivities = endpoint({
  name: 'staffRechargeActivities', method: 'GET', path: '/api/Staff/RechargeActivities',
  query: object({}), reply: listOf(staffRechargeActivitySchema), auth: 'none',
  doc: 'Recharge activities (packages.edit).',
});

export const staffRechargeActivitySave = endpoint({
  name: 'staffRechargeActivitySave', method: 'POST', path: '/api/Staff/RechargeActivitySave',
  body: object({
    id: optional(integer({ minimum: 1 })),
    status: integer({ minimum: 0, maximum: 1 }),
    type: integer({ minimum: 0, maximum: 9 }),
    title: text(40, 1),
    qrCodeTitle: text(40),
    qrCodeRemark: text(200),
    shareText: text(200),
    activityRule: text(2000),
  }),
  reply: staffRechargeActivitySchema, auth: 'none',
  doc: 'Creates or edits a recharge activity (packages.edit); running one (status 1) stops the others, since the app shows one.',
});
