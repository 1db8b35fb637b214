// Loading the shield lists (records in contract/shield.ts) also fills the shield store the
// barrage filter reads; a newer list request cancels the older.
import * as contract from './contract/shield';
import { call } from './call';
import { latest } from './cancel';
import { shieldStore } from '../stores/shield';

export async function loadShieldUsers(): Promise<void> {
  const data = await call(contract.getShieldUserList, {}, { signal: latest('shield-users'), ignoreErrors: true });
  shieldStore.getState().setUsers(data.list);
}

export async function loadShieldKeywords(): Promise<void> {
  const data = await call(contract.getShieldKeyWordList, {}, { signal: latest('shield-keywords'), ignoreErrors: true });
  shieldStore.getState().setKeywords(data.list);
}

/** Both lists, after login or session restore (spec 001 §4). Failures leave the lists as they were. */
export async function loadShieldLists(): Promise<void> {
  await Promise.allSettled([loadShieldUsers(), loadShieldKeywords()]);
}
