// VIP purchase, gift by scan, the VIP store and the icon state (spec 000).
export { useVipPurchase, type VipPurchase, type VipPurchaseOptions } from './use-vip-purchase';
export { useVipGrantListener, type GrantPush } from './vip-grant';
export { useVipLeave, type VipLeave, type VipPageKind } from './vip-leave';
export { signInTipsHidden, hideSignInTips } from './vip-store';
export { shownPrice, queryInt } from './vip-rules';
export { openVipLinkUrl } from './vip-qr';
export { useOpenVip, parseGiveVipQuery, openVipBackClosesShell } from './use-open-vip';
export { useOrder, orderIdFrom, goToCheckout, orderStateKey } from './use-order';
export { useCheckout, type CheckoutKind } from './use-checkout';
export { PAY_STATUS_TEXT, isPayStatusRoute } from './pay-status';
export { useActivityRules } from './activity-rules';
export { useExchangeVip } from './exchange';
export { useVipOrders, useVipGrants, recordTime } from './vip-records';
export { bargainPriceText, countdownText, BARGAIN_INTENT_LABEL, type BargainIntent } from './bargain-rules';
export type { BargainModel } from './use-bargain';
export { useBargainHelp, type BargainHelp } from './bargain-help';
export { usePaidAnimation } from './vip-animations';
export { useAddresses, useAddAddress, useAppeal, chooseAddress, chosenAddressId, iframeSrc } from './address-appeal';
export { useShareUnlock } from './share-unlock';

// Input limits of this area's forms (one number for the input and the server's check).
export { ADDRESS_NAME_MAX_CHARS, ADDRESS_PHONE_MAX_CHARS, ADDRESS_TEXT_MAX_CHARS, APPEAL_CONTACT_MAX_CHARS, APPEAL_REASON_MAX_CHARS, VIP_CODE_MAX_CHARS } from '@src/api/contract/limits';
