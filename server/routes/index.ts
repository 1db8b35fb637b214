import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from '../../src/api/contract/endpoint';
import type { AppContext } from '../context';
import { route, type Handler } from '../http/route';
import { configRoutes } from './config';
import { helpRoutes } from './help';
import { homeRoutes } from './home';
import type { RouteKit } from './types';
import { userRoutes } from './user';
import { videoRoutes } from './video';
import { commentRoutes } from './comments';
import { engagementRoutes } from './engagement';
import { socialRoutes } from './social';
import { adsRoutes } from './ads';
import { barrageRoutes } from './barrage';
import { shieldRoutes } from './shield';
import { goldRoutes } from './gold';
import { contactRoutes } from './contact';
import { passwordRoutes } from './password';
import { vipRoutes } from './vip';
import { orderRoutes } from './orders';
import { bargainRoutes } from './bargain';
import { chatRoutes } from './chat';
import { noticeRoutes } from './notices';
import { spaceRoutes } from './space';
import { accountRoutes } from './account';
import { rewardRoutes } from './rewards';
import { ownedRoutes } from './owned';
import { loginTicketRoutes } from './login-ticket';
import { avatarRoutes } from './avatar';
import { guestUploadRoutes } from './guest-upload';
import { albumUploadRoutes } from './album-upload';
import { uploadRoutes } from './uploads';
import { trendRoutes } from './trends';
import { browseFeedRoutes } from './browse-feeds';
import { handoffRoutes } from './handoff';
import { youthRoutes } from './youth';
import { seriesFollowRoutes } from './series-follow';
import { staffAuthRoutes } from '../staff/routes-auth';
import { staffAuditRoutes } from '../staff/routes-audit';
import { staffUserRoutes } from '../staff/routes-users';
import { staffMoneyRoutes } from '../staff/routes-money';
import { staffModerationRoutes } from '../staff/routes-moderation';
import { staffCatalogTitleRoutes } from '../staff/routes-catalog-titles';
import { staffCatalogHomeRoutes } from '../staff/routes-catalog-home';
import { staffCatalogOfferRoutes } from '../staff/routes-catalog-offers';

/** Route families; a later family adds its module here. */
export const FAMILIES: ((kit: RouteKit) => void)[] = [configRoutes, helpRoutes, userRoutes, homeRoutes, videoRoutes,
  commentRoutes, engagementRoutes, adsRoutes, barrageRoutes, shieldRoutes, goldRoutes, socialRoutes, contactRoutes, passwordRoutes,
  vipRoutes, orderRoutes, bargainRoutes, chatRoutes, noticeRoutes, spaceRoutes,
  // Issue 12: account centre and scan-to-login.
  accountRoutes, rewardRoutes, ownedRoutes, loginTicketRoutes, avatarRoutes,
  // Issue 13: uploads, dynamics and browsing feeds.
  uploadRoutes, trendRoutes, browseFeedRoutes,
  // Issue 28: a visitor's feedback images (UploadFileNoLogin).
  guestUploadRoutes,
  // Issue 42: a member's album images (Album/UploadFile).
  albumUploadRoutes,
  // Issue 30: play on the TV, and youth mode (its guard is installed by app.ts).
  handoffRoutes, youthRoutes,
  // Issue 42: 追剧.
  seriesFollowRoutes,
  // Issue 38: the staff console's server (server/staff).
  staffAuthRoutes, staffAuditRoutes, staffUserRoutes, staffMoneyRoutes, staffModerationRoutes,
  staffCatalogTitleRoutes, staffCatalogHomeRoutes, staffCatalogOfferRoutes];

export function registerApiRoutes(app: FastifyInstance, ctx: AppContext, opts: { checkReplies: boolean }): string[] {
  const names: string[] = [];
  const kit: RouteKit = {
    app,
    ctx,
    on<E extends AnyEndpoint>(ep: E, handler: Handler<E>) {
      route(app, ctx, ep, handler, { checkReplies: opts.checkReplies });
      names.push(ep.name);
    },
  };
  for (const family of FAMILIES) family(kit);
  return names;
}
