// Staff: the audit log, the global shield keywords and the dashboard counts (issue 38).
import { endpoint } from './endpoint';
import { array, integer, number, object, optional, string, type Infer } from './schema';
import { empty, listOf, paged, text } from './common';
import { SHIELD_KEYWORD_MAX_CHARS } from './limits';
import { staffPage } from './staff';

export const auditRowSchema = object({
  id: integer(), createdAt: integer(), staffUid: integer(), staffName: string(), role: string(),
  action: string(), target: string(),
  /** JSON text of the state before and after ('' when none). */
  before: string(), after: string(),
  ip: string(), hash: string(),
});
export type AuditRowView = Infer<typeof auditRowSchema>;

export const staffAudit = endpoint({
  name: 'staffAudit', method: 'GET', path: '/api/Staff/Audit',
  query: object({
    staffUid: optional(integer({ minimum: 1 })),
    /** An action or its prefix ('vip.' lists vip.grant and vip.revoke). */
    action: optional(text(64)),
    target: optional(text(64)),
    from: optional(integer({ minimum: 0 })),
    to: optional(integer({ minimum: 0 })),
    ...staffPage,
  }),
  reply: paged(auditRowSchema), auth: 'none',
  doc: 'The audit log, newest first, paged on the server (audit.read). No endpoint changes it.',
});

export const shieldWordSchema = object({ word: string(), createdAt: integer(), createdBy: integer() });

export const staffShieldWords = endpoint({
  name: 'staffShieldWords', method: 'GET', path: '/api/Staff/ShieldWords',
  query: object({}), reply: listOf(shieldWordSchema), auth: 'none',
  doc: 'The global shield keywords the barrage and comment filters use for everyone (shield.edit).',
});

export const staffShieldWordEdit = endpoint({
  name: 'staffShieldWordEdit', method: 'POST', path: '/api/Staff/ShieldWordEdit',
  body: object({ word: text(SHIELD_KEYWORD_MAX_CHARS, 1), remove: optional(integer({ minimum: 0, maximum: 1 })) }),
  reply: empty, auth: 'none',
  doc: 'Adds a global keyword (remove 1: takes it away) (shield.edit). At most 2000 words.',
});

export const staffDashboard = endpoint({
  name: 'staffDashboard', method: 'GET', path: '/api/Staff/Dashboard',
  query: object({}),
  reply: object({
    /** Today is the UTC day (YYYY-MM-DD) play counts are kept by. */
    day: string(),
    playsToday: integer({ minimum: 0 }),
    newMembersToday: integer({ minimum: 0 }),
    vipOrdersToday: integer({ minimum: 0 }),
    revenueToday: array(object({ priceSymbol: string(), amount: number() })),
    revenueRmbToday: number(),
    openCases: integer({ minimum: 0 }),
    refundsAwaitingApproval: integer({ minimum: 0 }),
    transcodes: object({ waiting: integer({ minimum: 0 }), running: integer({ minimum: 0 }), failed: integer({ minimum: 0 }) }),
  }),
  auth: 'none',
  doc: 'Today\'s counts for the console\'s first page (dashboard.read).',
});
