// The episode list of /choseEpisodes?id= (VideoChooseGather), shared by both layouts.
import { useEffect, useMemo, useState } from 'react';
import type { Episode } from '@src/api/contract/common';
import { loadEpisodes } from './video-page-data';
import { watchTargetFrom, type WatchTarget } from './watch-target';

export function useEpisodeList(search: string): { target: WatchTarget | null; list: Episode[] | null; failed: boolean } {
  const target = useMemo(() => watchTargetFrom(search), [search]);
  const [list, setList] = useState<Episode[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!target) return setFailed(true);
    let live = true;
    loadEpisodes(target.key).then((l) => live && setList(l), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [target]);
  return { target, list, failed };
}
