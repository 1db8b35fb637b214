// "我的" on TV: the user's card (avatar with badges, VIP state) or a login entry, then the
// personal menu (history, watching, settings, navigation, help) and logout.
import { useCallback } from 'react';
import { useTvNavigate } from '../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { Avatar } from '../components/avatar';
import { FocusButton } from '../components/focus-button';
import { usePageReady } from '../shell/page-context';
import { tvText } from '../tv-strings';
import { useLogout } from './use-logout';
import './user.css';
import { href } from '@src/routes/href';

export default function UserPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const user = useSession((s) => s.user);
  const logout = useLogout();
  const go = useCallback((path: string) => () => navigate(path), [navigate]);
  usePageReady(true);
  return (
    <ScrollPane style={{ height: '100%' }}>
      <FocusSection focusKey="user/head" className="tv-user-head">
        {user ? (
          <>
            <Avatar src={user.avatar} bigV={user.bigV} kefu={user.kefu} vipLevel={user.vipLevel} uid={user.id} index={0} />
            <div className="tv-user-info">
              <div className="tv-user-name" data-testid="user-name">{tvText('hello', { name: user.nickName })}</div>
              {user.vipLevel > 0 && user.eDate ? <div className="tv-user-vip">{t('user.vipExpire', { date: user.eDate })}</div> : null}
            </div>
            <FocusButton index={1} label={t('routes.editInfo')} onPress={go(href('EditInfo'))} testId="user-edit-info" />
            <FocusButton index={2} label={t('profile.security')} onPress={go(href('AccountSecurity'))} testId="user-account-security" />
          </>
        ) : (
          <>
            <div className="tv-user-info">
              <div className="tv-user-name">{t('user.notLoggedIn')}</div>
              <div className="tv-user-vip">{t('user.loginTip')}</div>
            </div>
            <FocusButton index={0} label={t('user.login')} onPress={go(href('Login'))} testId="user-login" />
            <FocusButton index={1} label={t('user.register')} onPress={go(href('Register'))} testId="user-register" />
          </>
        )}
      </FocusSection>
      <FocusSection focusKey="user/menu" className="tv-user-menu">
        <FocusButton index={0} label={t('user.history')} onPress={go(href('HistoricalRecords'))} />
        <FocusButton index={1} label={t('routes.watching')} onPress={go(href('Watching'))} />
        <FocusButton index={2} label={t('routes.navigation')} onPress={go(href('Navigation'))} />
        <FocusButton index={3} label={t('user.myCollection')} onPress={go(href('MyCollection'))} />
        <FocusButton index={4} label={t('user.settings')} onPress={go(href('Settings'))} testId="user-settings" />
        <FocusButton index={5} label={t('user.help')} onPress={go(href('TvHelpCenter'))} />
        {user ? <FocusButton index={6} label={t('settings.logout')} onPress={logout} testId="user-logout" /> : null}
      </FocusSection>
    </ScrollPane>
  );
}
