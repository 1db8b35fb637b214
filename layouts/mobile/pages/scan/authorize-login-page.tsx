// /authorizeLogin?ticket= on the phone (issue 12): which device asks to sign in, then confirm or
// refuse. Needs a signed-in user; a logged-out phone is sent to login and brought back here.
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { refusalText, useAuthorizeLogin } from '@src/features/scan';
import { href } from '@src/routes/href';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './scan.css';

export default function AuthorizeLoginPage() {
  const t = useMt();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { ticket, loggedIn, ask, facts, busy, done, decide } = useAuthorizeLogin(params.get('ticket'));

  const scanAgain = (
    <Link className="m-btn m-btn--block m-btn--ghost" to={href('ScanCode')} replace data-testid="scan-again">
      {t('scan.scanAgain')}
    </Link>
  );

  let body;
  if (!loggedIn) {
    body = (
      <>
        <p className="m-scan-sub">{t('common.loginRequired')}</p>
        <button type="button" className="m-btn m-btn--block" data-testid="authorize-login" onClick={() => navigate(href('Login', {}, { redirect: location.pathname + location.search }))}>
          {t('common.goLogin')}
        </button>
      </>
    );
  } else if (!ticket) {
    body = (
      <>
        <p className="m-scan-sub" data-testid="authorize-problem">{t('scan.badTicket')}</p>
        {scanAgain}
      </>
    );
  } else if (done) {
    const text = done.ok ? t(done.status === 'confirmed' ? 'scan.confirmed' : 'scan.refused') : (done.message ?? t('errors.loadFailed'));
    body = (
      <>
        <p className="m-scan-sub" data-testid="authorize-done" data-status={done.ok ? done.status : 'failed'}>{text}</p>
        <Link className="m-btn m-btn--block" to={href('Home')} replace>
          {t('common.backHome')}
        </Link>
      </>
    );
  } else if (ask.status === 'loading') {
    body = <p className="m-scan-sub">{t('loading.text')}</p>;
  } else if (ask.status !== 'ready' || !ask.data || !facts) {
    body = (
      <>
        <p className="m-scan-sub" data-testid="authorize-problem">{refusalText(ask.error) ?? t('errors.loadFailed')}</p>
        {scanAgain}
      </>
    );
  } else {
    body = (
      <>
        <p className="m-scan-sub">{t('scan.authorizeAsk')}</p>
        <div className="m-scan-rows">
          <div className="m-scan-row">
            <span>{t('scan.device')}</span>
            <span data-testid="authorize-device">{facts.device}</span>
          </div>
          <div className="m-scan-row">
            <span>{t('scan.place')}</span>
            <span data-testid="authorize-place">{facts.place}</span>
          </div>
          <div className="m-scan-row">
            <span>{t('scan.ip')}</span>
            <span>{facts.ip}</span>
          </div>
          <div className="m-scan-row">
            <span>{t('scan.requestedAt')}</span>
            <span data-testid="authorize-time">{facts.time}</span>
          </div>
          <div className="m-scan-row">
            <span />
            <span>{t('scan.expiresIn', { n: ask.data.expireSeconds })}</span>
          </div>
        </div>
        <p className="m-scan-sub" data-testid="authorize-check">{t('scan.checkDevice')}</p>
        <button type="button" className="m-btn m-btn--block" data-testid="authorize-confirm" disabled={busy} onClick={() => void decide(true)}>
          {t('scan.confirmLogin')}
        </button>
        <button type="button" className="m-btn m-btn--block m-btn--ghost" data-testid="authorize-refuse" disabled={busy} onClick={() => void decide(false)}>
          {t('scan.refuseLogin')}
        </button>
      </>
    );
  }

  return (
    <Page nav={{ title: t('routes.authorizeLogin') }}>
      <ScrollArea>
        <div className="m-scan">{body}</div>
      </ScrollArea>
    </Page>
  );
}
