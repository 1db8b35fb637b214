// The result pages of the pay pages (/zfbPaySuccess, /zfbPayUnpaid, ...): which text each shows.
import type { RouteName } from '@src/routes/table';

export type PayStatusRoute = 'ZfbPaySuccess' | 'ZfbPayUnpaid' | 'ZfbPayConfirm' | 'ZfbPayCancel' | 'ZfbPayNotSupport' | 'ZfbPayUnpaidSubmit' | 'UnablePay' | 'TcgPaySuccess';

export const PAY_STATUS_TEXT: Record<PayStatusRoute, 'payment.paid' | 'payment.unpaid' | 'payment.confirming' | 'payment.cancelled' | 'payment.notSupport' | 'payment.unpaidSubmit' | 'payment.unable'> = {
  ZfbPaySuccess: 'payment.paid',
  TcgPaySuccess: 'payment.paid',
  ZfbPayUnpaid: 'payment.unpaid',
  ZfbPayConfirm: 'payment.confirming',
  ZfbPayCancel: 'payment.cancelled',
  ZfbPayNotSupport: 'payment.notSupport',
  ZfbPayUnpaidSubmit: 'payment.unpaidSubmit',
  UnablePay: 'payment.unable',
};

export const isPayStatusRoute = (name: RouteName): name is PayStatusRoute => name in PAY_STATUS_TEXT;
