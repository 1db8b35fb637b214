// /taskCenter and /newHandTask: tasks with gold rewards. The server decides whether a task is
// done from its own records (a play of enough seconds, a share, a comment, a completed
// profile); the client only offers the claim when it says so, and shows where to do the rest.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@src/api/call';
import { claimNewHandTask, getTaskCenter, type Task } from '@src/api/contract/account';
import type { ReplyOf } from '@src/api/contract/endpoint';
import { updTask } from '@src/api/contract/video';
import { useResource } from '@src/data/use-resource';
import { toast, TOAST_MEDIUM_MS } from '@src/stores/ui';
import { t } from '@src/i18n';
import { afterGoldMove } from './gold-sync';
import { REWARD_KEYS } from './rewards-keys';

export type { Task };
export type TaskKind = 'daily' | 'newHand';
export type TaskCenter = ReplyOf<typeof getTaskCenter>;

/** What the task's button does: claim the reward, go and do it, or nothing (claimed). */
export type TaskState = 'claim' | 'todo' | 'claimed';
export const taskState = (task: Pick<Task, 'done' | 'claimed'>): TaskState => (task.claimed ? 'claimed' : task.done ? 'claim' : 'todo');

/** Where each task is done (daily: 1 watch, 2 share, 3 comment; new-hand: 1 profile, 2 phone or e-mail, 3 watch, 4 comment, 5 share). */
type TaskPlace = 'Home' | 'EditInfo' | 'EmailMobileSetting';
const WHERE: Record<TaskKind, Record<number, TaskPlace>> = {
  daily: { 1: 'Home', 2: 'Home', 3: 'Home' },
  newHand: { 1: 'EditInfo', 2: 'EmailMobileSetting', 3: 'Home', 4: 'Home', 5: 'Home' },
};
export const taskRoute = (kind: TaskKind, type: number): TaskPlace => WHERE[kind][type] ?? 'Home';

/** Tasks whose reward waits to be claimed (the badge of the user page). */
export const claimableCount = (c: Pick<TaskCenter, 'daily' | 'newHand'> | undefined): number =>
  c ? [...c.daily, ...c.newHand].filter((x) => taskState(x) === 'claim').length : 0;

export const fetchTaskCenter = (signal?: AbortSignal) => call(getTaskCenter, {}, { signal });

export function useTaskCenter() {
  const client = useQueryClient();
  const centre = useResource<TaskCenter>(REWARD_KEYS.tasks(), fetchTaskCenter);
  const [claiming, setClaiming] = useState<string | null>(null);
  const claim = useCallback(
    async (kind: TaskKind, task: Task): Promise<boolean> => {
      if (claiming || taskState(task) !== 'claim') return false;
      setClaiming(`${kind}:${task.type}`);
      try {
        const gold = kind === 'daily' ? (await call(updTask, { type: task.type })).gold : (await call(claimNewHandTask, { type: task.type })).gold;
        toast(t('rewards.claimed', { n: task.gold }), TOAST_MEDIUM_MS);
        await afterGoldMove(client, gold);
        return true;
      } catch {
        // The server's message (not done, claimed already) was shown; the list is asked again.
        centre.reload();
        return false;
      } finally {
        setClaiming(null);
      }
    },
    [claiming, client, centre],
  );
  return { centre, claim, claiming };
}
