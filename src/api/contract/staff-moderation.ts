// Staff moderation (issue 38): reports of one target folded into one case, actions on a case,
// a video room's slow mode and one sender's barrage purged. Permissions: reports.handle to
// read and act; 'hide' of barrage also barrage.moderate; 'mute'/'ban' also users.restrict.
import { endpoint } from './endpoint';
import { array, integer, nullable, object, optional, string, type Infer } from './schema';
import { mediaKey, paged, text } from './common';
import { requestId, staffPage } from './staff';

export const CASE_KINDS = ['barrage', 'comment', 'user', 'dynamic'] as const;
export const CASE_STATES = ['open', 'actioned', 'dismissed'] as const;
export const CASE_ACTIONS = ['dismiss', 'hide', 'mute', 'ban'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];
export type CaseState = (typeof CASE_STATES)[number];
export type CaseAction = (typeof CASE_ACTIONS)[number];

export const caseSchema = object({
  id: integer(),
  kind: string({ enum: CASE_KINDS }),
  /** The barrage / comment / dynamic id, or the reported user's uid. */
  targetId: integer(),
  state: string({ enum: CASE_STATES }),
  reports: integer({ minimum: 0 }),
  firstReportAt: integer(),
  lastReportAt: integer(),
  /** The reported text (barrage or comment text, the reported private message, '' for a user). */
  text: string(),
  /** Who wrote it (the reported user for kind user). */
  authorUid: integer(),
  authorName: string(),
  /** Barrage: the video, its episode and the time in the video (seconds). */
  mediaKey: string(),
  episode: integer(),
  videoTime: nullable(integer()),
  /** What happened: '' while open, else the action and its note. */
  action: string(),
  note: string(),
  handledBy: integer(),
  handledAt: integer(),
});
export type ModerationCase = Infer<typeof caseSchema>;

export const caseReportSchema = object({
  id: integer(),
  reporterUid: integer(),
  reporterName: string(),
  /** How many reports this reporter made before this one (all kinds). */
  reporterEarlierReports: integer({ minimum: 0 }),
  reason: string(),
  images: array(string()),
  createdAt: integer(),
});
export type CaseReport = Infer<typeof caseReportSchema>;

export const staffCases = endpoint({
  name: 'staffCases', method: 'GET', path: '/api/Staff/Cases',
  query: object({ state: optional(string({ enum: CASE_STATES })), kind: optional(string({ enum: CASE_KINDS })), ...staffPage }),
  reply: paged(caseSchema), auth: 'none',
  doc: 'The moderation queue, newest report first (reports.handle). Every report of one target while its case is open joins that case.',
});

export const staffCase = endpoint({
  name: 'staffCase', method: 'GET', path: '/api/Staff/Case',
  query: object({ id: integer({ minimum: 1 }) }),
  reply: object({ case: caseSchema, reports: array(caseReportSchema) }), auth: 'none',
  doc: 'One case with its reports and each reporter\'s earlier report count (reports.handle).',
});

export const staffCaseAction = endpoint({
  name: 'staffCaseAction', method: 'POST', path: '/api/Staff/CaseAction',
  body: object({
    id: integer({ minimum: 1 }),
    action: string({ enum: CASE_ACTIONS }),
    /** mute: how long, 1..720 hours. */
    hours: optional(integer({ minimum: 1, maximum: 720 })),
    note: optional(text(200)),
    requestId: optional(requestId()),
  }),
  reply: caseSchema, auth: 'none',
  doc: 'dismiss; hide (the barrage/comment is removed and live clients drop it); mute the author for hours; ban the author. A closed case -> 409. Each reporter gets a notice of the outcome.',
});

export const staffSlowMode = endpoint({
  name: 'staffSlowMode', method: 'POST', path: '/api/Staff/SlowMode',
  body: object({ mediaKey: mediaKey(), seconds: integer({ minimum: 0, maximum: 300 }) }),
  reply: object({ mediaKey: string(), seconds: integer() }), auth: 'none',
  doc: 'Slow mode of a video room: one barrage per sender every `seconds` (0 ends it) (barrage.moderate).',
});

export const staffPurgeBarrage = endpoint({
  name: 'staffPurgeBarrage', method: 'POST', path: '/api/Staff/PurgeBarrage',
  body: object({ uid: integer({ minimum: 1 }), mediaKey: mediaKey(), episode: optional(integer({ minimum: 1, maximum: 10000 })), note: optional(text(200)) }),
  reply: object({ removed: integer({ minimum: 0 }) }), auth: 'none',
  doc: 'Removes every barrage of one sender in a video (or one episode); live clients drop them (barrage.moderate).',
});

/** Socket event to a video room when staff remove barrage: live clients drop these ids at once. */
export const BARRAGE_REMOVED_SOCKET_EVENT = 'barrageRemoved';
export interface BarrageRemoved {
  mediaKey: string;
  ids: number[];
}
