// /taskCenter and /newHandTask on the phone: the balance, the ways to more gold, and the tasks
// with one button each: claim (the server holds the record), go and do it, or claimed.
import { Link, useNavigate } from 'react-router-dom';
import { taskRoute, taskState, useTaskCenter, type TaskKind } from '@src/features/rewards';
import { href } from '@src/routes/href';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './rewards.css';

const LABEL = { claim: 'rewards.taskClaim', todo: 'rewards.taskTodo', claimed: 'rewards.taskClaimed' } as const;

function Tasks({ kind }: { kind: TaskKind }) {
  const t = useMt();
  const navigate = useNavigate();
  const { centre, claim, claiming } = useTaskCenter();
  const c = centre.data;
  return (
    <ScrollArea onRefresh={centre.refresh}>
      <LoadingWrapper status={centre.status} onRefresh={centre.reload}>
        {c ? (
          <>
            <div className="m-rw-head">
              {t('rewards.balance')}
              <span className="m-rw-big" data-testid="gold-balance">{c.gold}</span>
            </div>
            <div className="m-rw-chips">
              <Link className="m-rw-chip" to={href('MyGold')}>{t('routes.myGold')}</Link>
              <Link className="m-rw-chip" to={href('SignIn')}>{t('routes.signIn')}</Link>
              {kind === 'daily' ? <Link className="m-rw-chip" to={href('NewHandTask')}>{t('routes.newHandTask')}</Link> : <Link className="m-rw-chip" to={href('TaskCenter')}>{t('routes.taskCenter')}</Link>}
              <Link className="m-rw-chip" to={href('Invitation')}>{t('routes.invitation')}</Link>
            </div>
            <div className="m-rw">
              <h3 className="m-rw-h">{t(kind === 'daily' ? 'rewards.dailyTasks' : 'rewards.newHandTasks')}</h3>
              <ul className="m-rw-list" style={{ padding: 0 }}>
                {(kind === 'daily' ? c.daily : c.newHand).map((task) => {
                  const state = taskState(task);
                  return (
                    <li key={task.type} data-testid={`task-${kind}-${task.type}`} data-state={state}>
                      <span className="m-rw-main">
                        <span className="m-rw-title">{task.title}</span>
                        <span className="m-rw-sub">{t('rewards.taskGold', { n: task.gold })}</span>
                      </span>
                      <button
                        type="button"
                        className={`m-rw-btn${state === 'claim' ? ' is-main' : ''}`}
                        data-testid="task-button"
                        disabled={state === 'claimed' || claiming !== null}
                        onClick={() => (state === 'claim' ? void claim(kind, task) : navigate(href(taskRoute(kind, task.type))))}
                      >
                        {t(LABEL[state])}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          </>
        ) : null}
      </LoadingWrapper>
    </ScrollArea>
  );
}

export function TaskCenterPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.taskCenter') }}>
      <LoginGate>{(uid) => <Tasks key={uid} kind="daily" />}</LoginGate>
    </Page>
  );
}

export function NewHandTaskPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.newHandTask') }}>
      <LoginGate>{(uid) => <Tasks key={uid} kind="newHand" />}</LoginGate>
    </Page>
  );
}
