// The audit list, the global shield keywords and the dashboard counts (issue 38).
import { RET } from '../../src/api/contract/envelope';
import { staffAudit, staffDashboard, staffShieldWordEdit, staffShieldWords, type AuditRowView } from '../../src/api/contract/staff-audit';
import { one, type Param } from '../db/db';
import { ApiError } from '../http/api-error';
import { pageArgs, pagedOf } from '../routes/mappers';
import type { RouteKit } from '../routes/types';
import { audit, type AuditRow } from './audit';
import { requirePermission } from './guard';
import { GLOBAL_SHIELD_MAX } from './shield-words';

const DAY_S = 86400;
const likePrefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function staffAuditRoutes({ ctx, on }: RouteKit): void {
  const { db } = ctx;

  on(staffAudit, async ({ query, req }) => {
    await requirePermission(ctx, req, 'audit.read');
    const { page, pageSize, offset } = pageArgs(query);
    const where: string[] = [];
    const params: Param[] = [];
    const add = (sql: string, v: Param) => {
      params.push(v);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (query.staffUid) add('a.staff_uid = ?', query.staffUid);
    if (query.action) add(`a.action LIKE ? ESCAPE '\\'`, likePrefix(query.action));
    if (query.target) add('a.target = ?', query.target);
    if (query.from !== undefined) add('a.created_at >= ?', query.from);
    if (query.to !== undefined) add('a.created_at <= ?', query.to);
    const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const total = Number((await one<{ n: number }>(db, `SELECT count(*)::integer AS n FROM audit_log a ${w}`, params))?.n ?? 0);
    const { rows } = await db.query<AuditRow & { username: string | null }>(
      `SELECT a.*, u.username FROM audit_log a LEFT JOIN users u ON u.id = a.staff_uid ${w} ORDER BY a.id DESC LIMIT ${pageSize} OFFSET ${offset}`,
      params,
    );
    const list = rows.map((r): AuditRowView => ({
      id: r.id, createdAt: r.created_at, staffUid: r.staff_uid, staffName: r.username ?? '', role: r.role, action: r.action, target: r.target,
      before: r.before, after: r.after, ip: r.ip, hash: r.hash,
    }));
    return pagedOf(list, page, pageSize, total);
  });

  on(staffShieldWords, async ({ req }) => {
    await requirePermission(ctx, req, 'shield.edit');
    const { rows } = await db.query<{ word: string; created_at: number; created_by: number }>('SELECT word, created_at, created_by FROM global_shield_words ORDER BY created_at DESC, word');
    return { list: rows.map((r) => ({ word: r.word, createdAt: r.created_at, createdBy: r.created_by })) };
  });

  on(staffShieldWordEdit, async ({ body, req }) => {
    const actor = await requirePermission(ctx, req, 'shield.edit');
    const word = body.word.trim().toLowerCase();
    if (!word) throw new ApiError(RET.BAD_REQUEST, '请输入屏蔽词');
    await db.transaction(async (tx) => {
      if (body.remove === 1) {
        const del = await tx.query('DELETE FROM global_shield_words WHERE word = $1 RETURNING word', [word]);
        if (del.rows.length) await audit(tx, actor, { action: 'shield.word.remove', target: `word:${word}`, before: { word } });
        return;
      }
      const n = Number((await one<{ n: number }>(tx, 'SELECT count(*)::integer AS n FROM global_shield_words'))?.n ?? 0);
      if (n >= GLOBAL_SHIELD_MAX) throw new ApiError(RET.CONFLICT, `全局屏蔽词最多${GLOBAL_SHIELD_MAX}个`);
      const ins = await tx.query('INSERT INTO global_shield_words (word, created_by, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING word', [word, actor.uid, Math.floor(Date.now() / 1000)]);
      if (ins.rows.length) await audit(tx, actor, { action: 'shield.word.add', target: `word:${word}`, after: { word } });
    });
    return null;
  });

  on(staffDashboard, async ({ req }) => {
    await requirePermission(ctx, req, 'dashboard.read');
    const now = Math.floor(Date.now() / 1000);
    const dayNo = Math.floor(now / DAY_S);
    const start = dayNo * DAY_S;
    const count = async (sql: string, params: Param[] = []) => Number((await one<{ n: number }>(db, sql, params))?.n ?? 0);
    const revenue = (
      await db.query<{ price_symbol: string; amount: number; rmb: number; n: number }>(
        `SELECT price_symbol, sum(amount)::float8 AS amount, sum(rmb)::float8 AS rmb, count(*)::integer AS n FROM orders
         WHERE state = 'paid' AND paid_at >= $1 GROUP BY price_symbol ORDER BY price_symbol`,
        [start],
      )
    ).rows;
    return {
      day: new Date(start * 1000).toISOString().slice(0, 10),
      playsToday: await count(`SELECT count(*)::integer AS n FROM counted_views WHERE kind = 'play' AND day = $1`, [dayNo]),
      newMembersToday: await count('SELECT count(*)::integer AS n FROM users WHERE created_at >= $1', [start]),
      vipOrdersToday: revenue.reduce((s, r) => s + Number(r.n), 0),
      revenueToday: revenue.map((r) => ({ priceSymbol: r.price_symbol, amount: Math.round(Number(r.amount) * 100) / 100 })),
      revenueRmbToday: Math.round(revenue.reduce((s, r) => s + Number(r.rmb), 0) * 100) / 100,
      openCases: await count(`SELECT count(*)::integer AS n FROM mod_cases WHERE state = 'open'`),
      refundsAwaitingApproval: await count(`SELECT count(*)::integer AS n FROM refunds WHERE state = 'awaiting_approval'`),
      // Today's transcodes are the published uploads being made into HLS (server/uploads).
      transcodes: {
        waiting: 0,
        running: await count(`SELECT count(*)::integer AS n FROM published_videos WHERE state = 'processing'`),
        failed: await count(`SELECT count(*)::integer AS n FROM published_videos WHERE state = 'failed'`),
      },
    };
  });
}
