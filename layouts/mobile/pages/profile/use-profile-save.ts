// What every one-field profile page does with a save: one at a time, the server's problem as a
// toast (the page stays), or 保存成功 and back to where the user came from.
import { useNavigate } from 'react-router-dom';
import type { SaveOutcome } from '@src/features/account';
import { historyIndex } from '@src/routes/history-index';
import { href } from '@src/routes/href';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { useMt } from '../../text';
import { useAction } from '@src/data/use-action';

export function useProfileSave() {
  const t = useMt();
  const navigate = useNavigate();
  // Opened directly (no earlier page of the app): to /editInfo instead of out of the app.
  const leave = () => (historyIndex() > 0 ? navigate(-1) : navigate(href('EditInfo'), { replace: true }));
  const action = useAction(async (save: () => Promise<SaveOutcome>) => {
    const out = await save();
    if (!out.ok) {
      if (out.problem) toast(t(out.problem), TOAST_MEDIUM_MS);
      return;
    }
    toast(t('profile.saved'), TOAST_MEDIUM_MS);
    leave();
  });
  const saveAndLeave = async (save: () => Promise<SaveOutcome>) => {
    await action.run(save);
  };
  return { busy: action.busy, leave, saveAndLeave };
}
