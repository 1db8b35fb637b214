// /taskCenter on TV: the gold balance, the ways to more gold (sign-in, new-hand tasks,
// invitations) and the daily tasks.
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { useTaskCenter } from '@src/features/rewards';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { SignedIn } from './parts';
import { TaskList } from './task-list';
import './rewards.css';

function Tasks({ kind }: { kind: 'daily' | 'newHand' }) {
  const t = useT();
  const navigate = useTvNavigate();
  const { centre, claim } = useTaskCenter();
  usePageReady(centre.status !== 'loading');
  const c = centre.data;
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t(kind === 'daily' ? 'routes.taskCenter' : 'routes.newHandTask')}</div>
      <LoadingWrapper status={centre.status} onRefresh={centre.reload}>
        {c ? (
          <>
            <div className="tv-rw-head">
              {t('rewards.balance')}
              <span className="tv-rw-big" data-testid="gold-balance">{c.gold}</span>
            </div>
            <FocusSection focusKey="tasks/bar" className="tv-rw-bar">
              <FocusButton id="gold" label={t('routes.myGold')} onPress={() => navigate(href('MyGold'))} />
              <FocusButton id="sign" label={t('routes.signIn')} onPress={() => navigate(href('SignIn'))} />
              {kind === 'daily' ? <FocusButton id="newhand" label={t('routes.newHandTask')} onPress={() => navigate(href('NewHandTask'))} /> : null}
              {kind === 'newHand' ? <FocusButton id="daily" label={t('routes.taskCenter')} onPress={() => navigate(href('TaskCenter'))} /> : null}
              <FocusButton id="invite" label={t('routes.invitation')} onPress={() => navigate(href('Invitation'))} />
            </FocusSection>
            <div className="tv-rw-label">{t(kind === 'daily' ? 'rewards.dailyTasks' : 'rewards.newHandTasks')}</div>
            <TaskList kind={kind} tasks={kind === 'daily' ? c.daily : c.newHand} claim={(k, task) => void claim(k, task)} />
          </>
        ) : null}
      </LoadingWrapper>
    </ScrollPane>
  );
}

export function TaskCenterPage() {
  return <SignedIn title="routes.taskCenter">{(uid) => <Tasks key={uid} kind="daily" />}</SignedIn>;
}

export function NewHandTaskPage() {
  return <SignedIn title="routes.newHandTask">{(uid) => <Tasks key={uid} kind="newHand" />}</SignedIn>;
}
