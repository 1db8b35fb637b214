// The API contract: every call the client makes and the server answers.
import type { AnyEndpoint } from './endpoint';
import * as help from './help';
import * as config from './config';
import * as user from './user';
import * as home from './home';
import * as video from './video';
import * as barrage from './barrage';
import * as shield from './shield';
import * as gold from './gold';
import * as vip from './vip';
import * as social from './social';
import * as trends from './trends';
import * as upload from './upload';
import * as ads from './ads';
import * as misc from './misc';
import * as chat from './chat';
import * as account from './account';
import * as handoff from './handoff';
import * as youth from './youth';
import * as series from './series';
import * as staff from './staff';
import * as staffModeration from './staff-moderation';
import * as staffUsers from './staff-users';
import * as staffAudit from './staff-audit';
import * as staffCatalog from './staff-catalog';
import * as staffCatalogHome from './staff-catalog-home';
import * as staffCatalogOffers from './staff-catalog-offers';

export * from './schema';
export * from './endpoint';
export * from './envelope';
export * from './signature';
export * from './common';
export * from './help';
export * from './config';
export * from './user';
export * from './home';
export * from './video';
export * from './barrage';
export * from './shield';
export * from './gold';
export * from './vip';
export * from './social';
export * from './trends';
export * from './upload';
export * from './ads';
export * from './misc';
export * from './chat';
export * from './account';
export * from './handoff';
export * from './youth';
export * from './series';
export * from './staff';
export * from './staff-moderation';
export * from './staff-users';
export * from './staff-audit';
export * from './staff-catalog';
export * from './staff-catalog-home';
export * from './staff-catalog-offers';

export const FAMILIES = { help, config, user, home, video, barrage, shield, gold, vip, social, trends, upload, ads, misc, chat, account, handoff, youth, series, staff, staffModeration, staffUsers, staffAudit, staffCatalog, staffCatalogHome, staffCatalogOffers } as const;

function isEndpoint(v: unknown): v is AnyEndpoint {
  return typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'reply' in v && 'auth' in v;
}

/** Every endpoint record, in family order. */
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(FAMILIES).flatMap((m) => Object.values(m).filter(isEndpoint));
