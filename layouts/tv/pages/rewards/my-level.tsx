// /myLevel on TV: the level and its icon (capped at 8), the way to the next level, and what
// raises the experience, with the task centre one press away.
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { expToNext, levelProgress, useMyLevel } from '@src/features/rewards';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { SignedIn, TextRow } from './parts';
import './rewards.css';

function Level() {
  const t = useT();
  const navigate = useTvNavigate();
  const level = useMyLevel();
  usePageReady(level.status !== 'loading');
  const l = level.data;
  const toNext = l ? expToNext(l) : null;
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.myLevel')}</div>
      <LoadingWrapper status={level.status} onRefresh={level.reload}>
        {l ? (
          <>
            <div className="tv-rw-head">
              <span className="tv-rw-lv" data-testid="level-icon" data-icon={l.icon}>Lv{l.icon}</span>
              <span data-testid="level-now">{t('rewards.levelNow', { n: l.level })}</span>
              <span>{t('rewards.exp', { n: l.exp })}</span>
            </div>
            <div className="tv-rw-progress"><span style={{ width: `${levelProgress(l)}%` }} /></div>
            <div className="tv-rw-label">{toNext === null ? t('rewards.levelTop') : t('rewards.expToNext', { n: toNext })}</div>
            <FocusSection focusKey="level/bar" className="tv-rw-bar">
              <FocusButton id="tasks" label={t('routes.taskCenter')} onPress={() => navigate(href('TaskCenter'))} />
              <FocusButton id="sign" label={t('routes.signIn')} onPress={() => navigate(href('SignIn'))} />
            </FocusSection>
            <div className="tv-rw-label">{t('rewards.levelRules')}</div>
            <FocusSection focusKey="level/rules" className="tv-rw">
              {l.rules.map((r) => (
                <TextRow key={r.title} id={r.title} left={r.title} right={t('rewards.ruleExp', { n: r.exp })} />
              ))}
            </FocusSection>
          </>
        ) : null}
      </LoadingWrapper>
    </ScrollPane>
  );
}

export default function MyLevelPage() {
  return <SignedIn title="routes.myLevel">{(uid) => <Level key={uid} />}</SignedIn>;
}
