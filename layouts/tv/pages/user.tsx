// "我的" on TV: the user's card (avatar with badges, VIP state) or a login entry, the sign-in
// tip, the personal centre (sign-in, tasks, gold, level, collection, ratings, invitations,
// profile) with its counts, then the personal menu (history, watching, settings, navigation,
// help) and logout.
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
import { useCentreBadges } from '@src/features/rewards';
import './rewards/rewards.css';

export default function UserPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const user = useSession((s) => s.user);
  const logout = useLogout();
  const go = useCallback((path: string) => () => navigate(path), [navigate]);
  const b = useCentreBadges(user);
  usePageReady(true);
  const note = (text: string | null) => (text ? <span className="tv-rw-note">{text}</span> : undefined);
  const count = (n: number) => (n > 0 ? <span className="tv-rw-badge">{n > 99 ? '99+' : n}</span> : undefined);
  const signNote = b.signedToday === null ? null : b.signedToday ? t('rewards.signedToday') : t('rewards.taskGold', { n: b.todayReward });
  return (
    <ScrollPane style={{ height: '100%' }}>
      <FocusSection focusKey="user/head" className="tv-user-head">
        {user ? (
          <>
            <Avatar src={user.avatar} bigV={user.bigV} kefu={user.kefu} vipLevel={user.vipLevel} uid={user.id} id="avatar" />
            <div className="tv-user-info">
              <div className="tv-user-name" data-testid="user-name">{tvText('hello', { name: user.nickName })}</div>
              {user.vipLevel > 0 && user.eDate ? <div className="tv-user-vip">{t('user.vipExpire', { date: user.eDate })}</div> : null}
            </div>
            <FocusButton id="edit-info" label={t('routes.editInfo')} onPress={go(href('EditInfo'))} testId="user-edit-info" />
            <FocusButton id="security" label={t('profile.security')} onPress={go(href('AccountSecurity'))} testId="user-account-security" />
          </>
        ) : (
          <>
            <div className="tv-user-info">
              <div className="tv-user-name">{t('user.notLoggedIn')}</div>
              <div className="tv-user-vip">{t('user.loginTip')}</div>
            </div>
            <FocusButton id="login" label={t('user.login')} onPress={go(href('Login'))} testId="user-login" />
            <FocusButton id="register" label={t('user.register')} onPress={go(href('Register'))} testId="user-register" />
          </>
        )}
      </FocusSection>
      {b.showSignInTip ? (
        <FocusSection focusKey="user/tip" className="tv-rw-tip" attrs={{ 'data-testid': 'sign-in-tip' }}>
          {t('rewards.signInTip', { n: b.todayReward })}
          <FocusButton id="sign" label={t('rewards.signInNow')} onPress={go(href('SignIn'))} />
          <FocusButton id="close" label={t('rewards.signInTipClose')} onPress={b.hideSignInTip} />
        </FocusSection>
      ) : null}
      <FocusSection focusKey="user/centre" className="tv-user-menu">
        <FocusButton id="signIn" label={t('routes.signIn')} icon={note(signNote)} iconAfter onPress={go(href('SignIn'))} testId="entry-sign-in" />
        <FocusButton id="tasks" label={t('routes.taskCenter')} icon={count(b.claimable)} iconAfter onPress={go(href('TaskCenter'))} testId="entry-tasks" />
        <FocusButton id="newHand" label={t('routes.newHandTask')} onPress={go(href('NewHandTask'))} />
        <FocusButton id="gold" label={t('routes.myGold')} icon={note(user ? t('rewards.goldUnit', { n: b.gold }) : null)} iconAfter onPress={go(href('MyGold'))} testId="entry-gold" />
        <FocusButton id="level" label={t('routes.myLevel')} icon={note(user ? `Lv${b.levelIcon}` : null)} iconAfter onPress={go(href('MyLevel'))} />
        <FocusButton id="collection" label={t('user.myCollection')} onPress={go(href('MyCollection'))} />
        <FocusButton id="votes" label={t('routes.voteManage')} onPress={go(href('VoteManage'))} />
        <FocusButton id="vipRecords" label={t('routes.openVipRecords')} onPress={go(href('OpenVipRecords'))} />
        <FocusButton id="invite" label={t('routes.invitation')} onPress={go(href('Invitation'))} />
        <FocusButton id="inviteCode" label={t('routes.inputInvitationCode')} onPress={go(href('InputInvitationCode'))} />
        <FocusButton id="editInfo" label={t('routes.editInfo')} onPress={go(href('EditInfo'))} />
        <FocusButton id="security" label={t('routes.accountSecurity')} onPress={go(href('AccountSecurity'))} />
        <FocusButton id="messages" label={t('user.message')} icon={count(b.messages)} iconAfter onPress={go(href('Message'))} />
      </FocusSection>
      <FocusSection focusKey="user/menu" className="tv-user-menu">
        <FocusButton id="history" label={t('user.history')} onPress={go(href('HistoricalRecords'))} />
        <FocusButton id="watching" label={t('routes.watching')} onPress={go(href('Watching'))} />
        <FocusButton id="navigation" label={t('routes.navigation')} onPress={go(href('Navigation'))} />
        <FocusButton id="settings" label={t('user.settings')} onPress={go(href('Settings'))} testId="user-settings" />
        <FocusButton id="help" label={t('user.help')} onPress={go(href('TvHelpCenter'))} />
        {user ? <FocusButton id="logout" label={t('settings.logout')} onPress={logout} testId="user-logout" /> : null}
      </FocusSection>
    </ScrollPane>
  );
}
