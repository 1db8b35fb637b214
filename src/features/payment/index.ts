// Payments: gold purchase of a video today; VIP orders and the pay pages come here next.
export { useGoldPay, payWithGold, goldStatus, type GoldPayModel } from './use-gold-pay';
export { GoldPurchase, newRequestId, isRetryable, type PayFn, type PayResult } from './gold-purchase';
