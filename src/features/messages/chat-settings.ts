// /chatSet?toUid=: mute this conversation, only take friends' messages (the caller's own rule:
// friend-only.ts),
// block (the shared blacklist), clear the history on this side, report; /complaint: report a
// user or a message with a reason and up to 4 images, through ReportUserReq (spec 002 §7).
import { call } from '@src/api/call';
import { chatSettingSchema, clearChat, getChatSetting, setChatSetting } from '@src/api/contract/chat';
import type { Infer } from '@src/api/contract/schema';
import { COMPLAINT_MAX_IMAGES, REPORT_REASON_MAX_CHARS } from '@src/api/contract/limits';
import { preventUser } from '@src/api/contract/social';
import { reportUserReq } from '@src/api/contract/video';
import { queryClient } from '@src/data/query-client';
import { useResource } from '@src/data/use-resource';
import { uploadImage } from '../image-upload';
import { messagesKeys } from './messages-keys';

export type ChatSetting = Infer<typeof chatSettingSchema>;
export { COMPLAINT_MAX_IMAGES, REPORT_REASON_MAX_CHARS };

const settingKey = messagesKeys.chatSetting;

export function useChatSetting(toUid: number) {
  return useResource(settingKey(toUid), (signal) => call(getChatSetting, { toUid }, { signal }), { enabled: toUid > 0 });
}

function store(toUid: number, s: ChatSetting): ChatSetting {
  queryClient.setQueryData(settingKey(toUid), s);
  return s;
}

export async function setMuted(toUid: number, muted: boolean): Promise<ChatSetting> {
  const s = store(toUid, await call(setChatSetting, { toUid, muted }));
  void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
  return s;
}

/** Blocks or unblocks; the blacklist also removes the follow (the server's reply says so). */
export async function setBlocked(toUid: number, blocked: boolean, current: ChatSetting): Promise<ChatSetting> {
  const r = await call(preventUser, { uid: toUid, status: blocked ? 1 : 0 });
  return store(toUid, { ...current, isBlackList: r.isBlackList, focusStatus: r.focusStatus });
}

export async function clearHistory(toUid: number): Promise<void> {
  await call(clearChat, { toUid }, { loading: true });
  void queryClient.invalidateQueries({ queryKey: messagesKeys.conversations() });
}

/** Checks a complaint's reason: the message key of the problem, or null. */
export function complaintProblem(reason: string): 'complaint.reasonRequired' | 'complaint.reasonTooLong' | null {
  const r = reason.trim();
  if (!r) return 'complaint.reasonRequired';
  if ([...r].length > REPORT_REASON_MAX_CHARS) return 'complaint.reasonTooLong';
  return null;
}

export async function submitComplaint(uid: number, reason: string, files: readonly Blob[], messageId = 0): Promise<void> {
  const images: string[] = [];
  for (const f of files.slice(0, COMPLAINT_MAX_IMAGES)) images.push(await uploadImage(f));
  await call(reportUserReq, { uid, reason: reason.trim(), ...(messageId ? { messageId } : {}), ...(images.length ? { images } : {}) }, { loading: true });
}
