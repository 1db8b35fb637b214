// Adding and removing shielded users and keywords: the server first, then the store, so the
// barrage filter (which follows the store) changes only with what the server kept.
import { call } from '@src/api/call';
import { removeShieldKeyWord, removeShieldUser, shieldKeyWord, shieldUser, type ShieldUser } from '@src/api/contract/shield';
import { shieldStore } from '@src/stores/shield';
import { SHIELD_KEYWORD_MAX_CHARS } from '@src/api/contract/limits';
import { plainText } from '@src/api/contract/text';
import { shieldStrings } from './shield-strings';

export const SHIELD_KEYWORD_MAX = SHIELD_KEYWORD_MAX_CHARS;

/** The keyword as it will be stored, or the reason it cannot be. */
export function checkKeyword(raw: string, existing: readonly string[]): { ok: true; keyword: string } | { ok: false; error: string } {
  const keyword = plainText(raw);
  if (!keyword) return { ok: false, error: shieldStrings.keywordEmpty };
  if (Array.from(keyword).length > SHIELD_KEYWORD_MAX) return { ok: false, error: shieldStrings.keywordTooLong };
  if (existing.includes(keyword)) return { ok: false, error: shieldStrings.keywordExists };
  return { ok: true, keyword };
}

export async function addShieldUser(user: ShieldUser): Promise<void> {
  await call(shieldUser, { uid: user.uid });
  shieldStore.getState().addUser(user);
}

export async function deleteShieldUser(uid: number): Promise<void> {
  await call(removeShieldUser, { uid });
  shieldStore.getState().removeUser(uid);
}

/** Adds a keyword; resolves with an error text for bad input (nothing is sent then). */
export async function addShieldKeyword(raw: string): Promise<string | null> {
  const checked = checkKeyword(raw, shieldStore.getState().keywords);
  if (!checked.ok) return checked.error;
  await call(shieldKeyWord, { keyword: checked.keyword });
  shieldStore.getState().addKeyword(checked.keyword);
  return null;
}

export async function deleteShieldKeyword(keyword: string): Promise<void> {
  await call(removeShieldKeyWord, { keyword });
  shieldStore.getState().removeKeyword(keyword);
}
