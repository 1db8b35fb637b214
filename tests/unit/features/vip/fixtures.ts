// A pay info as GetVipPayType answers it (two categories, the second a special offer).
import type { VipPackage, VipPayInfo } from '@src/api/contract/vip';

export const pkg = (packageId: number, categoryId: number, extra: Partial<VipPackage> = {}): VipPackage => ({
  packageId, categoryId, name: `pack${packageId}`, type: 1, validityDays: 30, giftDays: 0, price: 30, priceSymbol: '¥', rmb: 30,
  disprice: 0, disrmb: 0, promotions: [], bargain: false, menberCount: 0, ...extra,
});

export const payInfo = (): VipPayInfo => ({
  remark: '',
  payTypes: [{ payType: 3, title: '人工充值', img: '' }],
  categoryList: [
    { id: 1, name: '普通VIP', styleType: 0, data: [pkg(101, 1), pkg(102, 1)], payTypes: [{ payType: -1, title: '信用卡支付', img: '' }, { payType: 5, title: '网关支付', img: '' }] },
    { id: 2, name: '超级VIP', styleType: 1, data: [pkg(201, 2), pkg(202, 2)], payTypes: [] },
  ],
});
