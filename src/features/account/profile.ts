// The profile pages (/editInfo, /editNickname, /editGender, /editIntroduce; issue 12): the
// rules of each field with the contract's limits, saving through UpdateUserInfo (the reply is
// the updated user, kept as the session) and the avatar: a picked image is drawn again as JPEG
// at quality 0.8 on the client (so a photo of several MB goes up small) and sent to UploadFile,
// whose server judges it by its bytes, then set as the avatar.
import type { User } from '@src/api/contract/common';
import { INTRODUCE_MAX_CHARS, NICKNAME_MAX_CHARS } from '@src/api/contract/limits';
import { charCount, plainMultiline, plainText } from '@src/api/contract/text';
import { userUploadFile } from '@src/api/contract/upload';
import { ApiError } from '@src/api/errors';
import { request } from '@src/api/http';
import type { MessageKey } from '@src/i18n';
import { sessionStore } from '@src/stores/session';
import { compressImage } from '@src/features/publish';
import { call } from '@src/api/call';
import { updateUserInfo } from '@src/api/contract/user';

/** What `sex` means (contract user.sex): 1 male (the default of a new account), 0 female. */
export const GENDERS: readonly { sex: 0 | 1; key: MessageKey }[] = [
  { sex: 1, key: 'profile.male' },
  { sex: 0, key: 'profile.female' },
];

export const genderKey = (sex: number): MessageKey => (sex === 0 ? 'profile.female' : 'profile.male');

/** A problem of a nickname as the server would store it (plain text, trimmed), or null. */
export function nicknameProblem(raw: string): MessageKey | null {
  const v = plainText(raw);
  if (!v) return 'profile.nicknameRequired';
  return charCount(v) > NICKNAME_MAX_CHARS ? 'profile.nicknameTooLong' : null;
}

export function introduceProblem(raw: string): MessageKey | null {
  return charCount(raw.trim()) > INTRODUCE_MAX_CHARS ? 'profile.introduceTooLong' : null;
}

/** Saved (the session holds the reply), a message key to show, or null (the server's message was shown). */
export type SaveOutcome = { ok: true; user: User } | { ok: false; problem: MessageKey | null };

export interface ProfileFields {
  nickName?: string;
  sex?: 0 | 1;
  introduce?: string;
  avatar?: string;
}

/** Checks what is given, sends only that, and keeps the updated user as the session. */
export async function saveProfile(fields: ProfileFields): Promise<SaveOutcome> {
  const body: ProfileFields = { ...fields };
  if (fields.nickName !== undefined) {
    const problem = nicknameProblem(fields.nickName);
    if (problem) return { ok: false, problem };
    body.nickName = plainText(fields.nickName);
  }
  if (fields.introduce !== undefined) {
    const problem = introduceProblem(fields.introduce);
    if (problem) return { ok: false, problem };
    body.introduce = plainMultiline(fields.introduce);
  }
  try {
    const user = await call(updateUserInfo, body, { loading: true });
    sessionStore.getState().setUser(user);
    return { ok: true, user };
  } catch {
    return { ok: false, problem: null };
  }
}

/** The largest picked file worth trying to decode (the server takes 2 MB after compression). */
export const AVATAR_PICK_MAX_BYTES = 30 * 1024 * 1024;

/** Picked files the avatar takes: images the browser can decode (SVG is not one: see below). */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/** A picked file the client refuses before drawing it: not an image type, SVG, or huge. */
export function avatarFileProblem(file: { type: string; size: number }): MessageKey | null {
  // SVG is markup: it is never sent (the server refuses it by its bytes too).
  if (!/^image\/(jpeg|png|gif|webp)$/.test(file.type)) return 'profile.avatarNotImage';
  return file.size > AVATAR_PICK_MAX_BYTES ? 'profile.avatarTooLarge' : null;
}

/** Sends the compressed image to UploadFile and checks the reply against the contract. */
async function sendAvatar(image: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', image, 'avatar.jpg');
  const env = await request({ method: userUploadFile.method, path: userUploadFile.path, body: form, bodyType: 'multipart', options: { loading: true } });
  const problem = userUploadFile.reply.check(env.data, 'data');
  if (problem) throw new ApiError('bad-reply', `${userUploadFile.name}: ${problem}`, { endpoint: userUploadFile.name, detail: problem, data: env.data });
  return (env.data as { filepath: string }).filepath;
}

export interface AvatarDeps {
  compress: (file: Blob) => Promise<Blob>;
  send: (image: Blob) => Promise<string>;
  save: (fields: ProfileFields) => Promise<SaveOutcome>;
}

const APP_DEPS: AvatarDeps = { compress: compressImage, send: sendAvatar, save: saveProfile };

/**
 * A picked file becomes the avatar: checked, compressed (JPEG 0.8), uploaded, saved. A file the
 * browser cannot draw as an image is refused here; the server checks the bytes again.
 */
export async function changeAvatar(file: File | Blob, deps: AvatarDeps = APP_DEPS): Promise<SaveOutcome> {
  const problem = avatarFileProblem(file);
  if (problem) return { ok: false, problem };
  let image: Blob;
  try {
    image = await deps.compress(file);
  } catch {
    return { ok: false, problem: 'profile.avatarNotImage' };
  }
  let filepath: string;
  try {
    filepath = await deps.send(image);
  } catch {
    return { ok: false, problem: null };
  }
  return deps.save({ avatar: filepath });
}
