// /signIn on TV: the seven days of the streak's week, today's reward and the sign-in button
// (once a day by the server's clock; the server refuses a second one).
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { useSignIn } from '@src/features/rewards';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { SignedIn } from './parts';
import './rewards.css';

function Sign() {
  const t = useT();
  const navigate = useTvNavigate();
  const { info, submit, cells } = useSignIn();
  usePageReady(info.status !== 'loading');
  const d = info.data;
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.signIn')}</div>
      <LoadingWrapper status={info.status} onRefresh={info.reload}>
        {d ? (
          <>
            <div className="tv-rw-head">
              <span data-testid="sign-streak">{t('rewards.streak', { n: d.streak })}</span>
              {t('rewards.balance')}
              <span className="tv-rw-big" data-testid="gold-balance">{d.gold}</span>
            </div>
            <div className="tv-rw-days">
              {cells.map((c) => (
                <div key={c.day} className={`tv-rw-day${c.signed ? ' is-signed' : ''}${c.today ? ' is-today' : ''}`} data-testid="sign-day" data-signed={c.signed}>
                  {t('rewards.day', { n: c.day })}
                  <b>{c.gold}</b>
                  {t('user.gold')}
                </div>
              ))}
            </div>
            <FocusSection focusKey="sign/bar" className="tv-rw-bar">
              <FocusButton
                id="sign"
                className={d.signedToday ? undefined : 'tv-rw-on'}
                label={d.signedToday ? t('rewards.signedToday') : `${t('rewards.signInNow')} ${t('rewards.taskGold', { n: d.todayReward })}`}
                onPress={() => void submit()}
                testId="sign-in-button"
              />
              <FocusButton id="gold" label={t('routes.myGold')} onPress={() => navigate(href('MyGold'))} />
              <FocusButton id="tasks" label={t('routes.taskCenter')} onPress={() => navigate(href('TaskCenter'))} />
            </FocusSection>
          </>
        ) : null}
      </LoadingWrapper>
    </ScrollPane>
  );
}

export default function SignInPage() {
  return <SignedIn title="routes.signIn">{(uid) => <Sign key={uid} />}</SignedIn>;
}
