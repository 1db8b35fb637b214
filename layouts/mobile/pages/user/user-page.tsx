import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { logoutEverywhere } from '@src/features/auth';
import { refreshUser } from '@src/stores/session-restore';
import { sessionStore, useSession } from '@src/stores/session';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { Avatar, vipBadgeLabel } from '../../components/avatar/avatar';
import { Dialog } from '../../components/dialog/dialog';
import { usePageActive } from '../../shell/page-context';
import { useMt, type TextKey } from '../../text';
import { UserIcon, type UserIconName } from './user-icons';
import './user-page.css';
import { href } from '@src/routes/href';
import { useCentreBadges } from '@src/features/rewards';

interface Entry {
  key: TextKey;
  to: string;
  icon: UserIconName;
  /** A red count (unread messages, rewards to claim). */
  badge?: number;
  /** A short note under the label (gold, level, today's sign-in). */
  note?: string;
  testId?: string;
}

/** Mine (/user): account header, shortcuts, and logout for a logged-in user. */
export default function UserPage() {
  const t = useMt();
  const navigate = useNavigate();
  const active = usePageActive();
  const user = useSession((s) => s.user);
  const loggedIn = user !== null;
  const [confirmLogout, setConfirmLogout] = useState(false);

  // Session restore skips the user-info refresh on /user: this page does it each time it shows.
  useEffect(() => {
    if (active && sessionStore.getState().user) void refreshUser();
  }, [active]);

  const logout = async () => {
    setConfirmLogout(false);
    await logoutEverywhere();
    toast(t('mobile.loggedOut'), TOAST_MEDIUM_MS);
  };

  const b = useCentreBadges(user);
  const signNote = b.signedToday === null ? undefined : b.signedToday ? t('rewards.signedToday') : t('rewards.taskGold', { n: b.todayReward });
  const entries: Entry[] = [
    { key: 'routes.signIn', to: href('SignIn'), icon: 'signIn', note: signNote, testId: 'entry-sign-in' },
    { key: 'routes.taskCenter', to: href('TaskCenter'), icon: 'task', badge: b.claimable, testId: 'entry-tasks' },
    { key: 'routes.newHandTask', to: href('NewHandTask'), icon: 'newHand' },
    { key: 'routes.myGold', to: href('MyGold'), icon: 'gold', note: loggedIn ? t('rewards.goldUnit', { n: b.gold }) : undefined },
    { key: 'routes.myLevel', to: href('MyLevel'), icon: 'level', note: loggedIn ? `Lv${b.levelIcon}` : undefined },
    { key: 'user.history', to: href('HistoricalRecords'), icon: 'history' },
    { key: 'home.watching', to: href('Watching'), icon: 'watching' },
    { key: 'user.myCollection', to: href('MyCollection'), icon: 'collection' },
    { key: 'routes.voteManage', to: href('VoteManage'), icon: 'vote' },
    { key: 'routes.openVipRecords', to: href('OpenVipRecords'), icon: 'records' },
    { key: 'user.message', to: href('PrivateMessage'), icon: 'message', badge: b.messages },
    { key: 'routes.invitation', to: href('Invitation'), icon: 'invite' },
    { key: 'routes.inputInvitationCode', to: href('InputInvitationCode'), icon: 'code' },
    { key: 'routes.editInfo', to: href('EditInfo'), icon: 'profile' },
    { key: 'routes.accountSecurity', to: href('AccountSecurity'), icon: 'security' },
    { key: 'user.help', to: href('HelpCenter'), icon: 'help' },
    { key: 'user.settings', to: href('Settings'), icon: 'settings' },
  ];
  const vip = vipBadgeLabel(user?.vipLevel);

  return (
    <Page className="m-user">
      <ScrollArea>
        <header className="m-user-head">
          {loggedIn ? (
            <>
              <Avatar src={user.avatar} uid={user.id} bigV={user.bigV} kefu={user.kefu} vipLevel={user.vipLevel} size={4} />
              <div className="m-user-info">
                <div className="m-user-name" data-testid="user-nickname">
                  {user.nickName}
                  {vip && <span className="m-user-vip">{vip}</span>}
                </div>
                <div className="m-user-sub">
                  {user.vipLevel > 0 && user.eDate ? t('user.vipExpire', { date: user.eDate }) : t('mobile.notVip')}
                </div>
              </div>
              <Link to={href('EditInfo')} className="m-user-edit" data-testid="user-edit-info">
                {t('routes.editInfo')} ›
              </Link>
            </>
          ) : (
            <>
              <Avatar clickDisabled size={4} />
              <div className="m-user-info">
                <button type="button" className="m-user-login" data-testid="user-login" onClick={() => navigate(href('Login'))}>
                  {t('user.loginOrRegister')}
                </button>
                <div className="m-user-sub">{t('user.loginTip')}</div>
              </div>
            </>
          )}
        </header>
        {loggedIn && (
          <div className="m-user-stats">
            <Link to={href('MyGold')} className="m-link-reset" data-testid="user-gold">
              <b>{user.gold}</b>
              {t('user.gold')}
            </Link>
            <Link to={href('MyLevel')} className="m-link-reset" data-testid="user-level">
              <b>Lv{b.levelIcon}</b>
              {t('user.level')}
            </Link>
          </div>
        )}
        {b.showSignInTip ? (
          <div className="m-user-tip" data-testid="sign-in-tip">
            <Link to={href('SignIn')} className="m-link-reset">{t('rewards.signInTip', { n: b.todayReward })}</Link>
            <button type="button" aria-label={t('rewards.signInTipClose')} onClick={b.hideSignInTip}>
              ×
            </button>
          </div>
        ) : null}
        <Link to={href('Vip')} className="m-user-vipcard">
          <span>{t('vip.membership')}</span>
          <span className="m-user-vipcard-sub">{user && user.vipLevel > 0 ? user.vipTypeName : t('mobile.notVip')}</span>
        </Link>
        <nav className="m-user-grid">
          {entries.map((e) => (
            <Link key={e.to} to={e.to} className="m-user-entry" data-testid={e.testId}>
              <span className="m-user-entry-icon">
                <UserIcon name={e.icon} />
              </span>
              <span>{t(e.key)}</span>
              {e.note ? <span className="m-user-note">{e.note}</span> : null}
              {e.badge ? <span className="m-user-badge">{e.badge > 99 ? '···' : e.badge}</span> : null}
            </Link>
          ))}
        </nav>
        {loggedIn && (
          <div className="m-user-logout-wrap">
            <button type="button" className="m-btn m-btn--plain m-btn--block" data-testid="logout" onClick={() => setConfirmLogout(true)}>
              {t('settings.logout')}
            </button>
          </div>
        )}
      </ScrollArea>
      <Dialog open={confirmLogout} title={t('settings.logoutConfirm')} onConfirm={() => void logout()} onCancel={() => setConfirmLogout(false)} />
    </Page>
  );
}
