// The nickname and introduction forms: one field, the count against the contract's limit,
// save; a saved value goes back to /editInfo.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { historyIndex } from '@src/routes/history-index';
import { href } from '@src/routes/href';
import { useEditProfileText, type ProfileTextField } from '@src/features/account';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { useMt } from '../../text';
import '../login/auth-form.css';
import './profile.css';

export function EditTextForm({ field }: { field: ProfileTextField }) {
  const t = useMt();
  const navigate = useNavigate();
  // Opened directly (no earlier page of the app): to /editInfo instead of out of the app.
  const leave = () => (historyIndex() > 0 ? navigate(-1) : navigate(href('EditInfo'), { replace: true }));
  const { value, setValue, max, count, save } = useEditProfileText(field);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
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
  return (
    <form className="m-auth" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="profile-form">
      {field === 'nickName' ? (
        <div className="m-auth-field">
          <input name="nickName" autoComplete="nickname" placeholder={t('profile.nicknamePlaceholder')} maxLength={max} value={value} onChange={(e) => setValue(e.target.value)} />
        </div>
      ) : (
        <textarea className="m-profile-textarea" name="introduce" placeholder={t('profile.introducePlaceholder')} maxLength={max} value={value} onChange={(e) => setValue(e.target.value)} />
      )}
      <span className="m-profile-count" data-testid="char-count">{t('profile.charCount', { n: count, max })}</span>
      <button type="submit" className="m-btn m-btn--block" disabled={busy} data-testid="profile-save">
        {t('common.save')}
      </button>
    </form>
  );
}
