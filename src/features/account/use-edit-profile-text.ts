// /editNickname and /editIntroduce: the one field's value (from the signed-in user), its limit
// from the contract, the count as a person counts characters, and the save step (保存成功 and
// back, or the problem).
import { useState } from 'react';
import { charCount } from '@src/api/contract/text';
import { INTRODUCE_MAX_CHARS, NICKNAME_MAX_CHARS } from '@src/api/contract/limits';
import { useStep } from '@src/data/use-step';
import { sessionStore } from '@src/stores/session';
import { saved } from './account-steps';
import { saveProfile } from './profile';

export type ProfileTextField = 'nickName' | 'introduce';

export function useEditProfileText(field: ProfileTextField) {
  const [value, setValue] = useState(() => sessionStore.getState().user?.[field] ?? '');
  const max = field === 'nickName' ? NICKNAME_MAX_CHARS : INTRODUCE_MAX_CHARS;
  const step = useStep(async () => saved(await saveProfile({ [field]: value })));
  return { value, setValue, max, count: charCount(value), step };
}
