// What every one-field profile page does with a save: one at a time, the server's problem as a
// toast (the page stays), or 保存成功 and back to where the user came from.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SaveOutcome } from '@src/features/account';
import { historyIndex } from '@src/routes/history-index';
import { href } from '@src/routes/href';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { useMt } from '../../text';

export function useProfileSave() {
  const t = useMt();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // Opened directly (no earlier page of the app): to /editInfo instead of out of the app.
  const leave = () => (historyIndex() > 0 ? navigate(-1) : navigate(href('EditInfo'), { replace: true }));
  const saveAndLeave = async (save: () => Promise<SaveOutcome>) => {
    if (busy) return;
    setBusy(true);
    try {
      const out = await save();
      if (!out.ok) {
        if (out.problem) toast(t(out.problem), TOAST_MEDIUM_MS);
        return;
      }
      toast(t('profile.saved'), TOAST_MEDIUM_MS);
      leave();
    } finally {
      setBusy(false);
    }
  };
  return { busy, leave, saveAndLeave };
}
