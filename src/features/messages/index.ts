export { tipStore, useTips, receiveTip, closeTips, openTips, resetTips, setOpenChat, tipShown, tipCountText, tipTarget, TIP_AUTO_HIDE_MS, TIP_MAX_AVATARS, type TipSender } from './tip-store';
export { playTipSound } from './tip-sound';
export { addUnread, setUnread, refreshUnread, GLOBAL_TIMER_MS } from './unread';
export { startAppRealtime, parsePrivateMessage, sessionEventDeps } from './app-realtime';
export { useAppRealtime } from './use-app-realtime';
export { useChat, type ChatView } from './use-chat';
export { paymentOpening, type ChatOpening } from './payment-opening';
export { parseChatTarget, useChatTarget, type ChatTarget } from './chat-target';
export { ChatSession, mergeMessages, type ChatItem, type ChatApi, type ChatState, type SendStatus } from './chat-session';
export { useConversations } from './conversations';
export { useNoticeList, useMessageCounts, useSystemMessageDetail, NOTICE_ENTRIES, type NoticeKind } from './notices';
export { noticeTarget } from './notice-target';
export { useChatSetting, setMuted, setOnlyFriends, setBlocked, clearHistory, complaintProblem, submitComplaint, COMPLAINT_MAX_IMAGES, REPORT_REASON_MAX_CHARS, type ChatSetting } from './chat-settings';

// Input limits of this area's forms (one number for the input and the server's check).
export { CHAT_MESSAGE_MAX_CHARS } from '@src/api/contract/limits';
