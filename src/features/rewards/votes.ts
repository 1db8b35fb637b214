// /voteManage: the ratings the user gave (GetMyVotes), changed with VoteLike or removed.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@src/api/call';
import { getMyVotes, removeVote, type myVoteSchema } from '@src/api/contract/account';
import type { Infer } from '@src/api/contract/schema';
import { voteLike } from '@src/api/contract/video';
import { updatePages } from '@src/data/update-pages';
import { usePagedList, type Page } from '@src/data/use-paged-list';
import { REWARD_KEYS } from './rewards-keys';

export type MyVote = Infer<typeof myVoteSchema>;
export const VOTES_PAGE_SIZE = 20;
export const SCORE_MIN = 1;
export const SCORE_MAX = 10;

/** The score one step up or down, kept within 1..10. */
export const stepScore = (score: number, step: number): number => Math.min(SCORE_MAX, Math.max(SCORE_MIN, Math.round(score) + step));

export function useMyVotes() {
  const client = useQueryClient();
  const list = usePagedList<MyVote>(REWARD_KEYS.votes(), (page, signal) => call(getMyVotes, { page, pageSize: VOTES_PAGE_SIZE }, { signal }));
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const edit = useCallback(
    (mediaKey: string, next: (v: MyVote) => MyVote | null) =>
      updatePages<Page<MyVote>>(client, REWARD_KEYS.votes(), (pages) =>
        pages.map((p) => ({ ...p, list: p.list.flatMap((v) => (v.video.mediaKey === mediaKey ? (next(v) ?? []) : [v])) })),
      ),
    [client],
  );
  const change = useCallback(
    async (mediaKey: string, score: number) => {
      if (busyKey) return;
      const s = stepScore(score, 0);
      setBusyKey(mediaKey);
      try {
        await call(voteLike, { mediaKey, score: s });
        edit(mediaKey, (v) => ({ ...v, score: s }));
      } catch {
        // The request layer has shown the server's message.
      } finally {
        setBusyKey(null);
      }
    },
    [busyKey, edit],
  );
  const remove = useCallback(
    async (mediaKey: string) => {
      if (busyKey) return;
      setBusyKey(mediaKey);
      try {
        await call(removeVote, { mediaKey }, { showMsg: true });
        edit(mediaKey, () => null);
      } catch {
        // The request layer has shown the server's message.
      } finally {
        setBusyKey(null);
      }
    },
    [busyKey, edit],
  );
  const empty = list.status === 'ready' && list.items.length === 0;
  return { list, status: empty ? ('empty' as const) : list.status, change, remove, busyKey };
}
