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

interface Entry {
  key: TextKey;
  to: string;
  icon: UserIconName;
  badge?: number;
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

  const entries: Entry[] = [
    { key: 'user.history', to: href('HistoricalRecords'), icon: 'history' },
    { key: 'home.watching', to: href('Watching'), icon: 'watching' },
    { key: 'user.myCollection', to: href('MyCollection'), icon: 'collection' },
    { key: 'user.message', to: href('PrivateMessage'), icon: 'message', badge: user?.totalMsgCount ?? 0 },
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
            <span>
              <b>{user.gold}</b>
              {t('user.gold')}
            </span>
            <span>
              <b>Lv{Math.min(user.level, 8)}</b>
              {t('user.level')}
            </span>
          </div>
        )}
        <Link to={href('Vip')} className="m-user-vipcard">
          <span>{t('vip.membership')}</span>
          <span className="m-user-vipcard-sub">{user && user.vipLevel > 0 ? user.vipTypeName : t('mobile.notVip')}</span>
        </Link>
        <nav className="m-user-grid">
          {entries.map((e) => (
            <Link key={e.to} to={e.to} className="m-user-entry">
              <span className="m-user-entry-icon">
                <UserIcon name={e.icon} />
              </span>
              <span>{t(e.key)}</span>
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
