import { useCallback, useEffect, useState } from 'react';
import { fetchWatching } from '@src/features/catalog';
import type { VideoItem } from '@src/api/contract/common';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { LoadingWrapper, type LoadStatus } from '../../components/loading/loading-wrapper';
import { PosterGrid } from '../../components/poster/poster';
import { useMt } from '../../text';

/** Watching (/watching): what the user follows now (visitors: what is most played now). */
export default function WatchingPage() {
  const t = useMt();
  const [list, setList] = useState<VideoItem[]>([]);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const load = useCallback(async () => {
    try {
      const r = await fetchWatching(60);
      setList(r.list);
      setStatus(r.list.length ? 'ready' : 'empty');
    } catch {
      setStatus((s) => (s === 'ready' ? s : 'network-error'));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return (
    <Page nav={{ title: t('routes.watching') }}>
      <ScrollArea onRefresh={load}>
        <div className="m-list-pad">
          <LoadingWrapper status={status} onRefresh={() => void load()} emptyText={t('mobile.noWatching')} emptySubText={t('mobile.noWatchingSub')}>
            <PosterGrid videos={list} />
          </LoadingWrapper>
        </div>
      </ScrollArea>
    </Page>
  );
}
