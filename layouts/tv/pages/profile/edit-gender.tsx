// /editGender on TV: 男 or 女, the current one marked; OK saves and goes back.
import { useCallback } from 'react';
import { FocusSection } from '@focus/focus-section';
import { GENDERS, saveProfile } from '@src/features/account';
import { CheckIcon } from '@src/icons/icons';
import { t as tt, useT } from '@src/i18n';
import { historyIndex } from '@src/routes/history-index';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { SignedIn } from './signed-in';
import '../user.css';
import './profile.css';

function EditGender() {
  const t = useT();
  const navigate = useTvNavigate();
  // Opened directly (no earlier page of the app): to /editInfo instead of out of the app.
  const leave = useCallback(() => (historyIndex() > 0 ? navigate(-1) : navigate(href('EditInfo'), { replace: true })), [navigate]);
  const sex = useSession((s) => s.user?.sex ?? 1);
  usePageReady(true);
  const choose = useCallback(
    async (next: 0 | 1) => {
      if (next !== sex) {
        const out = await saveProfile({ sex: next });
        if (!out.ok) {
          if (out.problem) toast(tt(out.problem));
          return;
        }
        toast(tt('profile.saved'));
      }
      leave();
    },
    [sex, leave],
  );
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
