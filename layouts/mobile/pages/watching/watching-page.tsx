import { useWatching } from '@src/features/catalog';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { PosterGrid } from '../../components/poster/poster';
import { useMt } from '../../text';

/** Watching (/watching): what the user follows now (visitors: what is most played now). */
export default function WatchingPage() {
  const t = useMt();
  // A failed pull-to-refresh keeps the list on screen (the query keeps its data).
  const w = useWatching(60);
  const list = w.data ?? [];
  const status = w.status === 'ready' && list.length === 0 ? 'empty' : w.status;
  const load = w.reload;
  return (
    <Page nav={{ title: t('routes.watching') }}>
      <ScrollArea onRefresh={w.refresh}>
        <div className="m-list-pad">
          <LoadingWrapper status={status} onRefresh={load} emptyText={t('mobile.noWatching')} emptySubText={t('mobile.noWatchingSub')}>
            <PosterGrid videos={list} />
          </LoadingWrapper>
        </div>
      </ScrollArea>
    </Page>
  );
}
