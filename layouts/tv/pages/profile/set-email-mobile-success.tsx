// /setEmailMobileSuccess?type=phone|email on TV: what is now bound, and the way back.
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { contactTypeFrom, maskEmail, maskPhone } from '@src/features/account';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import '../account/account.css';
import './profile.css';

export default function SetEmailMobileSuccessPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const type = contactTypeFrom(useLocation().search);
  const user = useSession((s) => s.user);
  usePageReady(true);
  const value = !user ? '' : type === 'phone' ? maskPhone(user.phone, user.AreaCode) : maskEmail(user.email);
  return (
    <FocusSection focusKey="bind/done" className="tv-profile tv-profile-done" attrs={{ 'data-nothing-to-move': 'single-action' }}>
      <div className="tv-page-title" data-testid="bind-done">{t(type === 'phone' ? 'profile.bindDonePhone' : 'profile.bindDoneEmail')}</div>
      {value ? <div className="tv-form-hint">{t('profile.bindDoneHint', { value })}</div> : null}
      <FocusButton id="back-to-security" label={t('profile.backToSecurity')} onPress={() => navigate(href('AccountSecurity'), { replace: true })} testId="bind-back" />
    </FocusSection>
  );
}
