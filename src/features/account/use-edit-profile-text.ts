// /editNickname and /editIntroduce: the one field's value (from the signed-in user), its limit
// from the contract, the count as a person counts characters, and the save. Both layouts' views
// sit on it; where a saved page goes next is theirs.
import { useCallback, useState } from 'react';
import { charCount } from '@src/api/contract/text';
import { INTRODUCE_MAX_CHARS, NICKNAME_MAX_CHARS } from '@src/api/contract/limits';
import { sessionStore } from '@src/stores/session';
import { saveProfile } from './profile';

export type ProfileTextField = 'nickName' | 'introduce';

export function useEditProfileText(field: ProfileTextField) {
  const [value, setValue] = useState(() => sessionStore.getState().user?.[field] ?? '');
  const max = field === 'nickName' ? NICKNAME_MAX_CHARS : INTRODUCE_MAX_CHARS;
  const save = useCallback(() => saveProfile({ [field]: value }), [field, value]);
  return { value, setValue, max, count: charCount(value), save };
}
