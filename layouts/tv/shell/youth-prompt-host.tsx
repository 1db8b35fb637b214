// The first-launch offer of youth mode: the feature's hook, carried out by this shell.
import { useYouthPrompt } from '@src/features/youth/use-youth-prompt';
import { useCarryOut } from '../router/use-carry-out';

export function YouthPromptHost() {
  useYouthPrompt(useCarryOut());
  return null;
}
