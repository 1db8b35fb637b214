// VIP pay info, customer service, recharge activity, VIP codes and the user's VIP records
// (spec 000; issue 9).
import { RET } from '../../src/api/contract/envelope';
import {
  exchangeVip, getActivity, getCusService, getRechargeActivity, getVipHistory, getVipPayType, getVipRecords, type RechargeActivity, type VipPayInfo,
} from '../../src/api/contract/vip';
import { one } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import { caller } from '../http/auth';
import { loadCatalog, normRegion, payTypesOf, VIP_CATALOG_TABLES, type VipCatalog } from '../payments/catalog';
import { announceGrant, grantVip } from '../payments/grant';
import { toOrder, type OrderRow } from '../payments/orders';
import { promotionsOf } from '../payments/pricing';
import { paymentsOf } from '../payments/registry';
import { codeHash } from '../payments/vip-codes';
import { regionOf } from './config';
import { nowS, pageArgs, pagedOf } from './mappers';
import type { RouteKit } from './types';

export const PAY_INFO_REMARK = '购买后有效期顺延；会员购买更高等级套餐时，剩余时长将全部升级为最高等级（如情侣VIP）。';
/** ret 7003 (spec 000 §7): the msg is shown in a dialog, 确定 goes to /user, the data is still used. */
export const NO_CONTACT_MSG = '您的账号尚未绑定手机号或邮箱，为保障会员权益不丢失，请先到个人中心绑定';

const ymd = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

function payInfo(cat: VipCatalog, region: string, categoryId: number | undefined): VipPayInfo {
  const categories = cat.categories.filter((c) => !categoryId || c.id === categoryId);
  const categoryList = categories.map((c) => ({
    id: c.id,
    name: c.name,
    styleType: c.style_type,
    data: cat.packages.filter((p) => p.category_id === c.id).map((p) => ({
      packageId: p.id, categoryId: p.category_id, name: p.name, type: p.type, validityDays: p.validity_days, giftDays: p.gift_days,
      price: Number(p.price), priceSymbol: p.price_symbol, rmb: Number(p.rmb), disprice: Number(p.disprice), disrmb: Number(p.disrmb),
      promotions: promotionsOf(p), bargain: p.bargain, menberCount: p.menber_count,
    })),
    payTypes: payTypesOf(cat, c.id, region).map((t) => ({ payType: t.pay_type, title: t.title, img: t.img })),
  }));
  // The top-level list: every pay type offered in one of the listed categories.
  const offered = new Set(categoryList.flatMap((c) => c.payTypes.map((t) => t.payType)));
  const payTypes = cat.payTypes.filter((t) => offered.has(t.pay_type)).map((t) => ({ payType: t.pay_type, title: t.title, img: t.img }));
  return { remark: PAY_INFO_REMARK, categoryList, payTypes };
}

const NO_ACTIVITY: RechargeActivity = { status: 0, type: 0, title: '', qrCodeTitle: '', qrCodeRemark: '', shareText: '', activityRule: '' };

export function vipRoutes({ ctx, on }: RouteKit): void {
  const { db, cache } = ctx;
  const catalog = () => cache.get('vip_catalog', VIP_CATALOG_TABLES, () => loadCatalog(db));
  const payments = paymentsOf(ctx);

  on(getVipPayType, async ({ query, req }) => {
    const cat = await catalog();
    const region = normRegion(query.region) || regionOf(req).code;
    const categoryId = query.categoryId || query.vipCategoryId || undefined;
    if (categoryId && !cat.categories.some((c) => c.id === categoryId)) throw notFound('会员类别');
    if (query.ProductID && !cat.packages.some((p) => p.id === query.ProductID)) throw notFound('套餐');
    if (query.ToUID && !(await one(db, 'SELECT 1 FROM users WHERE id = $1', [query.ToUID]))) throw notFound('用户');
    const data = payInfo(cat, region, categoryId);
    if (req.authUser) {
      const u = await one<{ phone: string; email: string }>(db, 'SELECT phone, email FROM users WHERE id = $1', [req.authUser.uid]);
      if (u && !u.phone && !u.email) throw new ApiError(RET.PAY_INFO_NOTICE, NO_CONTACT_MSG, data);
    }
    return data;
  });

  on(getCusService, async ({ query, req }) => {
    const region = normRegion(query.region) || regionOf(req).code;
    // templateType 2 is manual payment (spec 000 §9); other templates reach the same desk.
    const r = await one<{ id: number; nick_name: string; avatar: string }>(
      db,
      `SELECT u.id, u.nick_name, u.avatar FROM cus_service c JOIN users u ON u.id = c.uid
       WHERE c.region IN ($1, '') ORDER BY (c.region = $1) DESC LIMIT 1`,
      [region],
    );
    if (!r) throw notFound('客服');
    return { id: r.id, nickName: r.nick_name, avatar: r.avatar };
  });

  const activity = () =>
    cache.get('recharge_activity', ['recharge_activity'], async () => {
      const r = await one<{ status: number; type: number; title: string; qr_code_title: string; qr_code_remark: string; share_text: string; activity_rule: string }>(
        db, 'SELECT status, type, title, qr_code_title, qr_code_remark, share_text, activity_rule FROM recharge_activity ORDER BY status DESC, id LIMIT 1',
      );
      if (!r) return NO_ACTIVITY;
      return {
        status: r.status === 1 ? 1 : 0, type: r.type, title: r.title, qrCodeTitle: r.qr_code_title, qrCodeRemark: r.qr_code_remark,
        shareText: r.share_text, activityRule: r.activity_rule,
      };
    });
  on(getRechargeActivity, activity);
  on(getActivity, activity);

  on(exchangeVip, async ({ body, req }) => {
    const uid = caller(req).uid;
    await ctx.flood.take(['vipCodeUser', uid], ['vipCodeAddress', req.ip]);
    const hash = codeHash(body.code);
    const now = nowS();
    const out = await db.transaction(async (tx) => {
      const used = await tx.query<{ vip_type: number; days: number; category_id: number }>(
        `UPDATE vip_codes SET used_by = $2, used_at = $3 WHERE code_hash = $1 AND used_by IS NULL AND expires_at > $3 RETURNING vip_type, days, category_id`,
        [hash, uid, now],
      );
      if (!used.rows.length) {
        const c = await one<{ used_by: number | null }>(tx, 'SELECT used_by FROM vip_codes WHERE code_hash = $1', [hash]);
        if (!c) throw new ApiError(RET.NOT_FOUND, '兑换码无效');
        throw new ApiError(RET.CONFLICT, c.used_by ? '兑换码已被使用' : '兑换码已过期');
      }
      const c = used.rows[0];
      const g = await grantVip(tx, { uid, source: `code:${hash}`, type: c.vip_type, days: c.days, categoryId: c.category_id }, now);
      if (!g) throw new ApiError(RET.CONFLICT, '兑换码已被使用');
      return { g, days: c.days };
    });
    announceGrant(ctx.io, out.g, 'code');
    return { vipLevel: out.g.after.level, eDate: ymd(out.g.after.expire), days: out.days };
  });

  on(getVipRecords, async ({ query, req }) => {
    const uid = caller(req).uid;
    const { page, pageSize, offset } = pageArgs(query);
    const total = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM orders WHERE uid = $1', [uid]);
    const { rows } = await db.query<OrderRow>(
      `SELECT o.*, p.name AS package_name FROM orders o JOIN vip_packages p ON p.id = o.package_id WHERE o.uid = $1
       ORDER BY o.created_at DESC, o.id DESC LIMIT $2 OFFSET $3`,
      [uid, pageSize, offset],
    );
    const now = nowS();
    return pagedOf(rows.map((o) => toOrder(o, now, (x) => payments.payUrl(x))), page, pageSize, total?.n ?? 0);
  });

  on(getVipHistory, async ({ query, req }) => {
    const uid = caller(req).uid;
    const { page, pageSize, offset } = pageArgs(query);
    const total = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM vip_grants WHERE uid = $1', [uid]);
    const { rows } = await db.query<{ id: number; source: string; vip_type: number; days: number; level_after: number; expire_after: number; created_at: number }>(
      `SELECT id, source, vip_type, days, level_after, expire_after, created_at FROM vip_grants WHERE uid = $1
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [uid, pageSize, offset],
    );
    const list = rows.map((r) => {
      const [kind, ref] = [r.source.slice(0, r.source.indexOf(':')), r.source.slice(r.source.indexOf(':') + 1)];
      return {
        id: r.id, source: kind, orderId: kind === 'order' ? ref : '', vipType: r.vip_type, days: r.days, levelAfter: r.level_after,
        eDateAfter: ymd(r.expire_after), createdAt: r.created_at,
      };
    });
    return pagedOf(list, page, pageSize, total?.n ?? 0);
  });
}
