// /myLevel on the phone: level and icon (capped at 8), progress to the next level, what raises it.
import { Link } from 'react-router-dom';
import { expToNext, levelProgress, useMyLevel } from '@src/features/rewards';
import { href } from '@src/routes/href';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './rewards.css';

function Level() {
  const t = useMt();
  const level = useMyLevel();
  const l = level.data;
  const toNext = l ? expToNext(l) : null;
  return (
    <ScrollArea onRefresh={level.refresh}>
      <LoadingWrapper status={level.status} onRefresh={level.reload}>
        {l ? (
          <>
            <div className="m-rw-head">
              <span className="m-rw-lv" data-testid="level-icon" data-icon={l.icon}>Lv{l.icon}</span>
              <span data-testid="level-now">{t('rewards.levelNow', { n: l.level })}</span>
              <span>{t('rewards.exp', { n: l.exp })}</span>
            </div>
            <div className="m-rw-progress"><span style={{ width: `${levelProgress(l)}%` }} /></div>
            <p className="m-rw-center">{toNext === null ? t('rewards.levelTop') : t('rewards.expToNext', { n: toNext })}</p>
            <div className="m-rw">
              <h3 className="m-rw-h">{t('rewards.levelRules')}</h3>
              <ul className="m-rw-list" style={{ padding: 0 }}>
                {l.rules.map((r) => (
                  <li key={r.title}>
                    <span className="m-rw-title">{r.title}</span>
                    <span className="m-rw-plus">{t('rewards.ruleExp', { n: r.exp })}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="m-rw-chips">
              <Link className="m-rw-chip" to={href('TaskCenter')}>{t('routes.taskCenter')}</Link>
              <Link className="m-rw-chip" to={href('SignIn')}>{t('routes.signIn')}</Link>
            </div>
          </>
        ) : null}
      </LoadingWrapper>
    </ScrollArea>
  );
}

export default function MyLevelPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.myLevel') }}>
      <LoginGate>{(uid) => <Level key={uid} />}</LoginGate>
    </Page>
  );
}
