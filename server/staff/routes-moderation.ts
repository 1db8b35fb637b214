// Staff moderation (issue 38): the case queue, actions on a case, slow mode and purging one
// sender's barrage. Removed barrage leaves every live client at once (BARRAGE_REMOVED_SOCKET_EVENT
// to the video room).
import { RET } from '../../src/api/contract/envelope';
import {
  BARRAGE_REMOVED_SOCKET_EVENT, staffCase, staffCaseAction, staffCases, staffPurgeBarrage, staffSlowMode, type BarrageRemoved, type CaseAction,
} from '../../src/api/contract/staff-moderation';
import type { Server as IoServer } from 'socket.io';
import { notify } from '../chat/notices';
import { one, type Param } from '../db/db';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error';
import { pageArgs, pagedOf } from '../routes/mappers';
import type { RouteKit } from '../routes/types';
import { videoRoom } from '../socket/rooms';
import { audit } from './audit';
import { contextOf, reporterUids, reportsOf, toCase, type CaseRow } from './cases';
import { hasPermission, requirePermission } from './guard';

const nowS = () => Math.floor(Date.now() / 1000);

export const OUTCOME_TITLE = '举报处理结果';
export const OUTCOME_ACTIONED = '您举报的内容经核实违反了社区准则，我们已进行处理。感谢您的反馈！';
export const OUTCOME_DISMISSED = '您举报的内容经审核暂未发现违规。感谢您的反馈！';

export function announceBarrageRemoved(io: IoServer | null, ev: BarrageRemoved): void {
  if (ev.ids.length) io?.to(videoRoom(ev.mediaKey)).emit(BARRAGE_REMOVED_SOCKET_EVENT, ev);
}

export function staffModerationRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(staffCases, async ({ query, req }) => {
    await requirePermission(ctx, req, 'reports.handle');
    const { page, pageSize, offset } = pageArgs(query);
    const where: string[] = [];
    const params: Param[] = [];
    if (query.state) where.push(`state = $${params.push(query.state)}`);
    if (query.kind) where.push(`kind = $${params.push(query.kind)}`);
    const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = Number((await one<{ n: number }>(db, `SELECT count(*)::integer AS n FROM mod_cases ${w}`, params))?.n ?? 0);
    const { rows } = await db.query<CaseRow>(`SELECT * FROM mod_cases ${w} ORDER BY last_report_at DESC, id DESC LIMIT ${pageSize} OFFSET ${offset}`, params);
    const list = [];
    for (const c of rows) list.push(await toCase(db, c));
    return pagedOf(list, page, pageSize, total);
  });

  on(staffCase, async ({ query, req }) => {
    await requirePermission(ctx, req, 'reports.handle');
    const c = await one<CaseRow>(db, 'SELECT * FROM mod_cases WHERE id = $1', [query.id]);
    if (!c) throw notFound('举报');
    return { case: await toCase(db, c), reports: await reportsOf(db, c) };
  });

  on(staffCaseAction, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'reports.handle');
    const now = nowS();
    let removed: BarrageRemoved | null = null;
    const out = await db.transaction(async (tx) => {
      const c = await one<CaseRow>(tx, 'SELECT * FROM mod_cases WHERE id = $1 FOR UPDATE', [body.id]);
      if (!c) throw notFound('举报');
      if (c.state !== 'open') throw new ApiError(RET.CONFLICT, '该举报已处理');
      const context = await contextOf(tx, c);
      const before = await toCase(tx, c);
      const action = body.action as CaseAction;
      switch (action) {
        case 'dismiss':
          break;
        case 'hide':
          if (c.kind === 'barrage') {
            if (!hasPermission(actor, 'barrage.moderate')) throw forbidden('您没有此操作的权限');
            const del = await tx.query<{ id: number }>('DELETE FROM barrages WHERE id = $1 RETURNING id', [c.target_id]);
            await tx.query('DELETE FROM barrage_likes WHERE barrage_id = $1', [c.target_id]);
            if (del.rows.length) removed = { mediaKey: context.mediaKey, ids: [c.target_id] };
          } else if (c.kind === 'comment') {
            if (!hasPermission(actor, 'comments.moderate')) throw forbidden('您没有此操作的权限');
            await tx.query('DELETE FROM comments WHERE id = $1 OR parent_id = $1', [c.target_id]);
          } else throw badRequest('用户举报请选择禁言或封禁');
          break;
        case 'mute':
        case 'ban': {
          if (!hasPermission(actor, 'users.restrict')) throw forbidden('您没有此操作的权限');
          if (!context.authorUid) throw notFound('用户');
          if (body.action === 'mute' && !body.hours) throw badRequest('请填写禁言时长');
          if (await one(tx, 'SELECT 1 FROM staff WHERE uid = $1 AND NOT disabled', [context.authorUid])) throw badRequest('不能处理员工账号');
          const reason = body.note || '违反社区准则';
          if (body.action === 'mute') await tx.query('UPDATE users SET muted_until = $2, restrict_reason = $3 WHERE id = $1', [context.authorUid, now + (body.hours ?? 1) * 3600, reason]);
          else await tx.query('UPDATE users SET banned = true, restrict_reason = $2, token_gen = token_gen + 1 WHERE id = $1', [context.authorUid, reason]);
          break;
        }
      }
      const state = body.action === 'dismiss' ? 'dismissed' : 'actioned';
      await tx.query('UPDATE mod_cases SET state = $2, action = $3, note = $4, handled_by = $5, handled_at = $6, context = $7 WHERE id = $1', [
        c.id, state, body.action, body.note ?? '', actor.uid, now, JSON.stringify(context),
      ]);
      const after = (await one<CaseRow>(tx, 'SELECT * FROM mod_cases WHERE id = $1', [c.id])) as CaseRow;
      // Every reporter learns the outcome in the message centre (系统消息).
      for (const uid of await reporterUids(tx, c)) {
        await notify(tx, { to: uid, from: 0, kind: 'system', title: OUTCOME_TITLE, content: state === 'dismissed' ? OUTCOME_DISMISSED : OUTCOME_ACTIONED });
      }
      await audit(tx, actor, { action: `case.${body.action}`, target: `${c.kind}:${c.target_id}`, before, after: { state, action: body.action, hours: body.hours ?? null, note: body.note ?? '' } });
      return toCase(tx, after);
    });
    if (removed) announceBarrageRemoved(ctx.io, removed);
    return out;
  });

  on(staffSlowMode, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'barrage.moderate');
    if (!(await one(db, 'SELECT 1 FROM videos WHERE media_key = $1', [body.mediaKey]))) throw notFound('视频');
    await db.transaction(async (tx) => {
      const before = await one<{ seconds: number }>(tx, 'SELECT seconds FROM room_slow_mode WHERE media_key = $1', [body.mediaKey]);
      if (body.seconds === 0) await tx.query('DELETE FROM room_slow_mode WHERE media_key = $1', [body.mediaKey]);
      else {
        await tx.query(
          `INSERT INTO room_slow_mode (media_key, seconds, set_by, set_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (media_key) DO UPDATE SET seconds = EXCLUDED.seconds, set_by = EXCLUDED.set_by, set_at = EXCLUDED.set_at`,
          [body.mediaKey, body.seconds, actor.uid, nowS()],
        );
      }
      await audit(tx, actor, { action: 'barrage.slowmode', target: `video:${body.mediaKey}`, before: { seconds: before?.seconds ?? 0 }, after: { seconds: body.seconds } });
    });
    return { mediaKey: body.mediaKey, seconds: body.seconds };
  });

  on(staffPurgeBarrage, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'barrage.moderate');
    const v = await one<{ id: number }>(db, 'SELECT id FROM videos WHERE media_key = $1', [body.mediaKey]);
    if (!v) throw notFound('视频');
    const ids = await db.transaction(async (tx) => {
      const params: Param[] = [v.id, body.uid];
      const ep = body.episode ? `AND episode_id IN (SELECT id FROM episodes WHERE video_id = $1 AND idx = $${params.push(body.episode)})` : '';
      const del = await tx.query<{ id: number }>(`DELETE FROM barrages WHERE video_id = $1 AND uid = $2 ${ep} RETURNING id`, params);
      const gone = del.rows.map((r) => r.id);
      if (gone.length) {
        await tx.query(`DELETE FROM barrage_likes WHERE barrage_id IN (${gone.map((_, i) => `$${i + 1}`).join(',')})`, gone);
      }
      await audit(tx, actor, { action: 'barrage.purge', target: `user:${body.uid}`, before: { mediaKey: body.mediaKey, episode: body.episode ?? null, count: gone.length }, after: { removed: gone.length, note: body.note ?? '' } });
      return gone;
    });
    announceBarrageRemoved(ctx.io, { mediaKey: body.mediaKey, ids });
    return { removed: ids.length };
  });
}
