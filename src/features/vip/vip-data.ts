// The VIP calls over the request layer (contract/vip.ts), with the spec's reply handling.
import { callEnvelope, call } from '@src/api/call';
import { ApiError } from '@src/api/errors';
import { RET } from '@src/api/contract/envelope';
import {
  createAliPay, createOrder, getCusService, getOrder, getRechargeActivity, getVipPayType, vipPayInfoSchema,
  type Order, type RechargeActivity, type VipPayInfo,
} from '@src/api/contract/vip';
import { regionParam } from '@src/stores/custom-area';
import { payRegion } from './pay-region';
import type { OrderRequest } from './vip-pay';

/** How long the bottom toast of a refused pay-info call stays (spec 000 §7: 1 s). */
export const PAY_INFO_TOAST_MS = 1000;

export interface PayInfoReply {
  info: VipPayInfo | null;
  /** ret 7003: the server's notice (dialog with 确定, then /user); the data is still used. */
  notice7003: string | null;
  /** Any other ret: its msg (bottom toast for 1 s). */
  refused: string | null;
}

export interface PayInfoQuery {
  toUid?: number;
  productId?: number;
  categoryId?: number;
  vipCategoryId?: number;
}

export async function fetchPayInfo(q: PayInfoQuery, signal?: AbortSignal): Promise<PayInfoReply> {
  const region = await payRegion();
  const params = {
    ...(region ? { region } : {}),
    ...(q.toUid ? { ToUID: q.toUid } : {}),
    ...(q.productId ? { ProductID: q.productId } : {}),
    ...(q.categoryId ? { categoryId: q.categoryId } : {}),
    ...(q.vipCategoryId ? { vipCategoryId: q.vipCategoryId } : {}),
  };
  try {
    const { data } = await callEnvelope(getVipPayType, params, { signal, ignoreErrors: true });
    return { info: data, notice7003: null, refused: null };
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'ret') {
      const data = err.data !== undefined && vipPayInfoSchema.check(err.data, 'data') === null ? (err.data as VipPayInfo) : null;
      if (err.ret === RET.PAY_INFO_NOTICE) return { info: data, notice7003: err.message, refused: null };
      return { info: data, notice7003: null, refused: err.message };
    }
    throw err;
  }
}

/** A card (-1), other page (2) or manual (3) order; failures are silent (spec 000 §8). */
export const createCardOrder = (req: OrderRequest): Promise<Order> => call(createOrder, { ...req, SysName: 'h5' }, { ignoreErrors: true });

/** A gateway (5) or Alipay-style (0/1) order: where to pay. */
export const createGatewayOrder = (req: OrderRequest) => call(createAliPay, req, { ignoreErrors: true });

/** The customer-service account of the manual payment (templateType 2). */
export const cusService = (region?: string) => call(getCusService, { templateType: 2, ...(region ? { region } : regionParam()) });

export const fetchOrder = (orderId: string, signal?: AbortSignal) => call(getOrder, { orderId }, { signal, ignoreErrors: true });

export const fetchRechargeActivity = (signal?: AbortSignal): Promise<RechargeActivity> => call(getRechargeActivity, {}, { signal, ignoreErrors: true });
