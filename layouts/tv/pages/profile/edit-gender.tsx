// /editGender on TV: 男 or 女, the current one marked; OK saves and goes back.
import { FocusSection } from '@focus/focus-section';
import { GENDERS, useGenderChoice } from '@src/features/account';
import { CheckIcon } from '@src/icons/icons';
import { useT } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { FocusButton } from '../../components/focus-button';
import { useTvStep } from '../../components/use-tv-step';
import { usePageReady } from '../../shell/page-context';
import { SignedIn } from './signed-in';
import '../user.css';
import './profile.css';

function EditGender() {
  const t = useT();
  const sex = useSession((s) => s.user?.sex ?? 1);
  const choose = useTvStep(useGenderChoice(), { toastProblem: true }).submit;
  usePageReady(true);
  return (
    <FocusSection focusKey="edit/gender" className="tv-form">
      <div className="tv-page-title">{t('routes.editGender')}</div>
      {GENDERS.map((g) => (
        <FocusButton key={g.sex} id={g.sex} label={t(g.key)} icon={g.sex === sex ? <CheckIcon /> : undefined} iconAfter onPress={() => void choose(g.sex)} testId={`gender-${g.sex}`} />
      ))}
    </FocusSection>
  );
}

export default function EditGenderPage() {
  const t = useT();
  return <SignedIn title={t('routes.editGender')}>{(uid) => <EditGender key={uid} />}</SignedIn>;
}
