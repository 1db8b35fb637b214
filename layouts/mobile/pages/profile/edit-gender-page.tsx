// /editGender: 男 or 女, the current one marked; a tap saves and goes back.
import { GENDERS, useGenderChoice } from '@src/features/account';
import { CheckIcon } from '@src/icons/icons';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import { useRunStep } from '../../shell/use-run-step';
import '../settings/settings-page.css';
import './profile.css';

function Genders() {
  const t = useMt();
  const sex = useSession((s) => s.user?.sex ?? 1);
  const choose = useRunStep(useGenderChoice());
  return (
    <ScrollArea>
      <div className="m-settings-group" role="radiogroup" aria-label={t('profile.gender')}>
        {GENDERS.map((g) => (
          <button key={g.sex} type="button" role="radio" aria-checked={g.sex === sex} className="m-settings-row" data-testid={`gender-${g.sex}`} onClick={() => void choose(g.sex)}>
            <span>{t(g.key)}</span>
            <span className="m-profile-value">{g.sex === sex ? <CheckIcon /> : null}</span>
          </button>
        ))}
      </div>
    </ScrollArea>
  );
}

export default function EditGenderPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.editGender') }}>
      <LoginGate redirect={href('EditGender')}>{(uid) => <Genders key={uid} />}</LoginGate>
    </Page>
  );
}
