// The task rows of /taskCenter and /newHandTask: title, reward, and one button that claims the
// reward (when the server holds the record), goes where the task is done, or says it is claimed.
import { memo } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { taskRoute, taskState, type Task, type TaskKind } from '@src/features/rewards';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { useTvNavigate } from '../../router/navigate';

const LABEL = { claim: 'rewards.taskClaim', todo: 'rewards.taskTodo', claimed: 'rewards.taskClaimed' } as const;

export const TaskList = memo(function TaskList({ kind, tasks, claim }: { kind: TaskKind; tasks: readonly Task[]; claim: (kind: TaskKind, task: Task) => void }) {
  const t = useT();
  const navigate = useTvNavigate();
  return (
    <FocusSection focusKey={`tasks/${kind}`} className="tv-rw">
      {tasks.map((task) => {
        const state = taskState(task);
        const press = state === 'claim' ? () => claim(kind, task) : state === 'todo' ? () => navigate(href(taskRoute(kind, task.type))) : () => undefined;
        return (
          <div key={task.type} className="tv-rw-task" data-testid={`task-${kind}-${task.type}`} data-state={state}>
            <span>
              <span className="tv-rw-task-title">{task.title}</span>
              <span className="tv-rw-task-gold">{t('rewards.taskGold', { n: task.gold })}</span>
            </span>
            <FocusButton id={task.type} className={state === 'claim' ? 'tv-rw-on' : undefined} label={t(LABEL[state])} onPress={press} testId="task-button" />
          </div>
        );
      })}
    </FocusSection>
  );
});
