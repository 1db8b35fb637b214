// VIP purchase, gift by scan, the VIP store and the icon state (spec 000).
export { useVipPurchase, announcePayInfo, type VipPurchase, type VipPurchaseOptions } from './use-vip-purchase';
export { useVipGrantListener, grantOf, applyGrant, afterVipChange, type GrantPush } from './vip-grant';
export { useVipLeave, leaveAsks, isPayFlowPath, type VipLeave, type VipPageKind } from './vip-leave';
export { vipStore, useVipStore, keepScan, keptScan, savePayQueryParams, readPayQueryParams, signInTipsHidden, hideSignInTips, type CreditCardInfo } from './vip-store';
export { shownPrice, openVipTitleKey, isGiftScan, openVipQuery, queryInt, type ShownPrice } from './vip-rules';
export { gatewayUrl } from './vip-pay';
export { vipTabLabel, type VipIconState } from './vip-icon';
export { fetchOrder } from './vip-data';
export { openVipLinkUrl, useQrCode } from './vip-qr';
export { useOpenVip, parseOpenVipQuery, parseGiveVipQuery, openVipBackClosesShell, type OpenVipModel } from './use-open-vip';
export { useOrder, orderIdFrom, isOpenOrder, goToCheckout, orderStateKey } from './use-order';
export { useCheckout, parseCheckoutParams, checkoutResultPath, type CheckoutKind } from './use-checkout';
export { PAY_STATUS_TEXT, isPayStatusRoute, type PayStatusRoute } from './pay-status';
export { useActivityRules, sanitizeRules } from './activity-rules';
export { useShellActivity, dismissVipIcon } from './use-shell-activity';
export { useExchangeVip, normalizeCode } from './exchange';
export { useVipOrders, useVipGrants, recordTime } from './vip-records';
export { bargainPriceText, countdownText, BARGAIN_INTENT_LABEL, type BargainIntent, type BargainStage } from './bargain-rules';
export type { BargainModel } from './use-bargain';
export { useAddresses, useAddAddress, useAppeal, chooseAddress, chosenAddressId, iframeSrc, addressProblem, appealProblem } from './address-appeal';
export { useShareUnlock, ShareGate, shareStep, SHARE_HIDDEN_MS, type ShareStep } from './share-unlock';

// Input limits of this area's forms (one number for the input and the server's check).
export { ADDRESS_NAME_MAX_CHARS, ADDRESS_PHONE_MAX_CHARS, ADDRESS_TEXT_MAX_CHARS, APPEAL_CONTACT_MAX_CHARS, APPEAL_REASON_MAX_CHARS, VIP_CODE_MAX_CHARS } from '@src/api/contract/limits';
