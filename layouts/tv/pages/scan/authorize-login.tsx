// /authorizeLogin?ticket= in the TV layout (issue 12): the same confirm-or-refuse as the phone's
// page, by remote. A logged-out viewer is offered the login first.
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { refusalText, useAuthorizeLogin } from '@src/features/scan';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import './scan.css';

export default function AuthorizeLoginPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { ticket, loggedIn, ask, facts, done, decide } = useAuthorizeLogin(params.get('ticket'));
  const back = useCallback(() => navigate(-1), [navigate]);
  const waiting = loggedIn && !!ticket && !done && ask.status === 'loading';
  usePageReady(!waiting);

  let text: string;
  let buttons: { label: string; press: () => void; id: string }[];
  if (!loggedIn) {
    text = t('common.loginRequired');
    buttons = [{ label: t('common.goLogin'), press: () => navigate(href('Login', {}, { redirect: location.pathname + location.search })), id: 'authorize-login' }];
  } else if (!ticket) {
    text = t('scan.badTicket');
    buttons = [];
  } else if (done) {
    text = done.ok ? t(done.status === 'confirmed' ? 'scan.confirmed' : 'scan.refused') : (done.message ?? t('errors.loadFailed'));
    buttons = [];
  } else if (waiting) {
    text = t('loading.text');
    buttons = [];
  } else if (ask.status !== 'ready' || !ask.data || !facts) {
    text = refusalText(ask.error) ?? t('errors.loadFailed');
    buttons = [];
  } else {
    text = [
      t('scan.authorizeAsk'),
      `${t('scan.device')}: ${facts.device}`,
      `${t('scan.place')}: ${facts.place}  ${t('scan.ip')}: ${facts.ip}`,
      `${t('scan.requestedAt')}: ${facts.time}`,
      t('scan.checkDevice'),
      t('scan.expiresIn', { n: ask.data.expireSeconds }),
    ].join('\n');
    buttons = [
      { label: t('scan.confirmLogin'), press: () => void decide(true), id: 'authorize-confirm' },
      { label: t('scan.refuseLogin'), press: () => void decide(false), id: 'authorize-refuse' },
    ];
  }
  buttons.push({ label: t('common.back'), press: back, id: 'authorize-back' });

  return (
    // With only Back to press there is nowhere for an arrow to go: say so (the remote crawl reads it).
    <FocusSection focusKey="authorize" className="tv-scan-page" attrs={buttons.length < 2 ? { 'data-nothing-to-move': 'single-action' } : undefined}>
      <div className="tv-page-title">{t('routes.authorizeLogin')}</div>
      <div className="tv-scan-text" data-testid="authorize-text">{text}</div>
      {buttons.map((b) => (
        <FocusButton key={b.id} id={b.id} label={b.label} onPress={b.press} testId={b.id} />
      ))}
    </FocusSection>
  );
}
