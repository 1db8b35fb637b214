// /editNickname and /editIntroduce on TV: one field (the TV keyboard opens on OK), the count
// against the contract's limit, save; a saved value goes back to /editInfo.
import { FocusSection } from '@focus/focus-section';
import { useEditProfileText, type ProfileTextField } from '@src/features/account';
import { useT, type MessageKey } from '@src/i18n';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { usePageReady } from '../../shell/page-context';
import { useTvStep } from '../../components/use-tv-step';
import { SignedIn } from './signed-in';
import '../user.css';
import './profile.css';

type Field = ProfileTextField;

const FIELD: Record<Field, { title: MessageKey; label: MessageKey; placeholder: MessageKey }> = {
  nickName: { title: 'routes.editNickname', label: 'profile.nickname', placeholder: 'profile.nicknamePlaceholder' },
  introduce: { title: 'routes.editIntroduce', label: 'profile.introduce', placeholder: 'profile.introducePlaceholder' },
};

function EditText({ field }: { field: Field }) {
  const t = useT();
  const f = FIELD[field];
  const { value, setValue, max, count, step } = useEditProfileText(field);
  usePageReady(true);
  const { error, submit } = useTvStep(step);
  return (
    <FocusSection focusKey={`edit/${field}`} className="tv-form">
      <div className="tv-page-title">{t(f.title)}</div>
      <TextField name={field} label={t(f.label)} value={value} onChange={setValue} placeholder={t(f.placeholder)} maxLength={max} />
      <div className="tv-profile-count" data-testid="char-count">{t('profile.charCount', { n: count, max })}</div>
      <div className="tv-form-error" data-testid="form-error">{error ?? ''}</div>
      <FocusButton id="save" label={t('common.save')} onPress={() => void submit()} testId="profile-save" />
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
