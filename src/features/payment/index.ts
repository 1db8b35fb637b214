// Payments: gold purchase of a video today; VIP orders and the pay pages come here next.
export { useGoldPay } from './use-gold-pay';
export { GoldPurchase, newRequestId } from './gold-purchase';
