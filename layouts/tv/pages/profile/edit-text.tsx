// /editNickname and /editIntroduce on TV: one field (the TV keyboard opens on OK), the count
// against the contract's limit, save; a saved value goes back to /editInfo.
import { useCallback, useState } from 'react';
import { FocusSection } from '@focus/focus-section';
import { INTRODUCE_MAX_CHARS, NICKNAME_MAX_CHARS, saveProfile } from '@src/features/account';
import { charCount } from '@src/api/contract/text';
import { t as tt, useT, type MessageKey } from '@src/i18n';
import { historyIndex } from '@src/routes/history-index';
import { href } from '@src/routes/href';
import { sessionStore } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { useTvStep } from '../account/use-tv-step';
import { SignedIn } from './signed-in';
import '../user.css';
import './profile.css';

type Field = 'nickName' | 'introduce';

const FIELD: Record<Field, { title: MessageKey; label: MessageKey; placeholder: MessageKey; max: number }> = {
  nickName: { title: 'routes.editNickname', label: 'profile.nickname', placeholder: 'profile.nicknamePlaceholder', max: NICKNAME_MAX_CHARS },
  introduce: { title: 'routes.editIntroduce', label: 'profile.introduce', placeholder: 'profile.introducePlaceholder', max: INTRODUCE_MAX_CHARS },
};

function EditText({ field }: { field: Field }) {
  const t = useT();
  const navigate = useTvNavigate();
  // Opened directly (no earlier page of the app): to /editInfo instead of out of the app.
  const leave = useCallback(() => (historyIndex() > 0 ? navigate(-1) : navigate(href('EditInfo'), { replace: true })), [navigate]);
  const f = FIELD[field];
  const [value, setValue] = useState(() => sessionStore.getState().user?.[field] ?? '');
  usePageReady(true);
  const run = useCallback(async () => {
    const out = await saveProfile({ [field]: value });
    if (!out.ok) return out.problem;
    toast(tt('profile.saved'));
    leave();
    return true as const;
  }, [field, value, leave]);
  const { error, submit } = useTvStep(run);
  return (
    <FocusSection focusKey={`edit/${field}`} className="tv-form">
      <div className="tv-page-title">{t(f.title)}</div>
      <TextField index={0} name={field} label={t(f.label)} value={value} onChange={setValue} placeholder={t(f.placeholder)} maxLength={f.max} />
      <div className="tv-profile-count" data-testid="char-count">{t('profile.charCount', { n: charCount(value), max: f.max })}</div>
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton index={1} label={t('common.save')} onPress={() => void submit()} testId="profile-save" />
    </FocusSection>
  );
}

export function EditNicknamePage() {
  const t = useT();
  return <SignedIn title={t('routes.editNickname')}>{(uid) => <EditText key={uid} field="nickName" />}</SignedIn>;
}

export function EditIntroducePage() {
  const t = useT();
  return <SignedIn title={t('routes.editIntroduce')}>{(uid) => <EditText key={uid} field="introduce" />}</SignedIn>;
}
