// The console: the sign-in page without a staff session, else the shell with the menu of what
// the role may open and the page of the address.
import { lazy, Suspense, type ComponentType } from 'react';
import { mayOpen, staffPageOf, STAFF_PAGES, useStaffSession, useStaffSignOut, type StaffPageId } from '@src/features/staff';
import { getLang, setLang } from '@src/i18n';
import { useStaffT } from '@src/i18n/staff';
import { useAdminPath } from './router';
import { Link } from './components/link';
import { SignInPage } from './pages/sign-in-page';
import { NotBuiltPage } from './pages/not-built-page';
import { dateTime } from './format';

// Each page is a chunk of its own: the sign-in page loads nothing else.
const PAGES: Partial<Record<StaffPageId, ComponentType<{ path: string }>>> = {
  dashboard: lazy(() => import('./pages/dashboard-page')),
  cases: lazy(() => import('./pages/cases-page')),
  room: lazy(() => import('./pages/room-page')),
  shield: lazy(() => import('./pages/shield-page')),
  users: lazy(() => import('./pages/users-page')),
  orders: lazy(() => import('./pages/orders-page')),
  refunds: lazy(() => import('./pages/refunds-page')),
  audit: lazy(() => import('./pages/audit-page')),
  staff: lazy(() => import('./pages/staff-page')),
  catalog: lazy(() => import('./pages/catalog-page')),
  homeRows: lazy(() => import('./pages/home-rows-page')),
  ads: lazy(() => import('./pages/ads-page')),
  help: lazy(() => import('./pages/help-page')),
  packages: lazy(() => import('./pages/packages-page')),
};

export function AdminApp() {
  const session = useStaffSession();
  return session ? <Shell /> : <SignInPage />;
}

function Shell() {
  const session = useStaffSession();
  const signOut = useStaffSignOut();
  const t = useStaffT();
  const path = useAdminPath();
  const perms = session?.me.permissions ?? [];
  const page = staffPageOf(path) ?? STAFF_PAGES[0];
  const Page = PAGES[page.id];
  const allowed = mayOpen(page, perms);
  const traditional = getLang() === 'zh-TW';
  return (
    <div className="adm-shell">
      <header className="adm-header">
        <h1>{t('app.title')}</h1>
        <span className="adm-me" data-testid="staff-me">
          {t('app.roleOf', { name: session?.me.nickName ?? '', role: session?.me.roleTitle ?? '' })}
        </span>
        <span className="adm-muted">{t('app.expiresAt', { time: dateTime(session?.me.expiresAt) })}</span>
        <button type="button" onClick={() => void setLang(traditional ? 'zh-CN' : 'zh-TW')}>
          {traditional ? t('app.languageBack') : t('app.language')}
        </button>
        <button type="button" onClick={signOut}>
          {t('app.signOut')}
        </button>
      </header>
      <nav className="adm-nav" aria-label={t('app.title')}>
        {STAFF_PAGES.filter((p) => mayOpen(p, perms)).map((p) => (
          <Link key={p.id} to={p.path} className={p.id === page.id ? 'adm-nav-on' : undefined}>
            {t(`nav.${p.id}`)}
          </Link>
        ))}
      </nav>
      <main className="adm-main" data-page={page.id}>
        <h2>{t(`nav.${page.id}`)}</h2>
        {!allowed && (
          <p className="adm-failure" role="alert" data-testid="not-allowed">
            {t('app.notAllowed')}
          </p>
        )}
        {!page.built || !Page ? (
          <NotBuiltPage title={t(`nav.${page.id}`)} />
        ) : (
          // A page the role may not open still asks the server, which answers with its refusal.
          <Suspense fallback={<p className="adm-muted">{t('app.loading')}</p>}>
            <Page path={path} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
