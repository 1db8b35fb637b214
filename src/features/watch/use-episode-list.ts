// The episode list of /choseEpisodes?id= (VideoChooseGather), shared by both layouts.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Episode } from '@src/api/contract/common';
import { episodesQuery } from './watch-queries';
import { watchTargetFrom, type WatchTarget } from './watch-target';

export function useEpisodeList(search: string): { target: WatchTarget | null; list: readonly Episode[] | null; failed: boolean } {
  const target = useMemo(() => watchTargetFrom(search), [search]);
  const q = useQuery({ ...episodesQuery(target?.key ?? ''), enabled: !!target });
  return { target, list: q.data ?? null, failed: !target || q.isError };
}
