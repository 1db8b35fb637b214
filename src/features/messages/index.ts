export { tipStore, receiveTip, closeTips, resetTips, setOpenChat, tipShown, tipCountText, tipTarget, TIP_AUTO_HIDE_MS } from './tip-store';
export { setUnread } from './unread';
export { useChat } from './use-chat';
export { paymentOpening, type ChatOpening } from './payment-opening';
export { parseChatTarget, useChatTarget } from './chat-target';
export { ChatSession, mergeMessages, type ChatItem, type ChatApi } from './chat-session';
export { useConversations } from './conversations';
export { useNoticeList, useMessageCounts, useSystemMessageDetail, NOTICE_ENTRIES, type NoticeKind } from './notices';
export { noticeTarget } from './notice-target';
export { useComplaint, COMPLAINT_QUICK_REASONS } from './use-complaint';
export { useChatSetting, setMuted, setBlocked, clearHistory, REPORT_REASON_MAX_CHARS, type ChatSetting } from './chat-settings';

export { useFriendOnly } from './friend-only';

// Input limits of this area's forms (one number for the input and the server's check).
export { CHAT_MESSAGE_MAX_CHARS } from '@src/api/contract/limits';
