// The nickname and introduction forms: one field, the count against the contract's limit,
// save; a saved value goes back to /editInfo.
import type { FormEvent } from 'react';
import { useEditProfileText, type ProfileTextField } from '@src/features/account';
import { useMt } from '../../text';
import { useRunStep } from '../../shell/use-run-step';
import '../login/auth-form.css';
import './profile.css';

export function EditTextForm({ field }: { field: ProfileTextField }) {
  const t = useMt();
  const { value, setValue, max, count, step } = useEditProfileText(field);
  const busy = step.busy;
  const save = useRunStep(step);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save();
  };
  return (
    <form className="m-auth" onSubmit={onSubmit} noValidate data-testid="profile-form">
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
