// /signIn on the phone: the seven days of the streak's week and the sign-in button (once a day
// by the server's clock).
import { Link } from 'react-router-dom';
import { useSignIn } from '@src/features/rewards';
import { href } from '@src/routes/href';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './rewards.css';

function Sign() {
  const t = useMt();
  const { info, submit, busy, cells } = useSignIn();
  const d = info.data;
  return (
    <ScrollArea onRefresh={info.refresh}>
      <LoadingWrapper status={info.status} onRefresh={info.reload}>
        {d ? (
          <>
            <div className="m-rw-head">
              <span data-testid="sign-streak">{t('rewards.streak', { n: d.streak })}</span>
              <span>
                {t('rewards.balance')} <span className="m-rw-big" data-testid="gold-balance">{d.gold}</span>
              </span>
            </div>
            <div className="m-rw-days">
              {cells.map((c) => (
                <div key={c.day} className={`m-rw-day${c.signed ? ' is-signed' : ''}${c.today ? ' is-today' : ''}`} data-testid="sign-day" data-signed={c.signed}>
                  {t('rewards.day', { n: c.day })}
                  <b>{c.gold}</b>
                  {t('user.gold')}
                </div>
              ))}
            </div>
            <div className="m-rw">
              <button type="button" className="m-btn m-btn--block" data-testid="sign-in-button" disabled={busy || d.signedToday} onClick={() => void submit()}>
                {d.signedToday ? t('rewards.signedToday') : `${t('rewards.signInNow')} ${t('rewards.taskGold', { n: d.todayReward })}`}
              </button>
            </div>
            <div className="m-rw-chips">
              <Link className="m-rw-chip" to={href('MyGold')}>{t('routes.myGold')}</Link>
              <Link className="m-rw-chip" to={href('TaskCenter')}>{t('routes.taskCenter')}</Link>
            </div>
          </>
        ) : null}
      </LoadingWrapper>
    </ScrollArea>
  );
}

export default function SignInPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.signIn') }}>
      <LoginGate>{(uid) => <Sign key={uid} />}</LoginGate>
    </Page>
  );
}
