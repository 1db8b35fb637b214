// Shared body of the paged poster-grid pages (discovery, rank, list, watching, history).
import type { VideoItem } from '@src/api/contract/common';
import { LoadingWrapper } from '../components/loading-wrapper';
import { PosterGrid } from '../components/poster-grid';
import { usePaged, type Page } from '../data/use-load';
import { usePageReady } from '../shell/page-context';

export function VideoGridPage({ title, gridKey, loadPage, emptyText }: { title: string; gridKey: string; loadPage: (page: number) => Promise<Page<VideoItem>>; emptyText?: string }) {
  const paged = usePaged(loadPage);
  // Empty and error states have a button to focus too.
  usePageReady(paged.status !== 'loading');
  return (
    <>
      <div className="tv-page-title">{title}</div>
      <LoadingWrapper status={paged.status} onRefresh={paged.reload} emptyText={emptyText}>
        <PosterGrid focusKey={gridKey} videos={paged.items} loadState={paged.footer} onEndReached={paged.loadMore} />
      </LoadingWrapper>
    </>
  );
}
