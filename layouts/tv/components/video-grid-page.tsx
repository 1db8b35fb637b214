// Shared body of the paged poster-grid pages (discovery, rank, list, watching, history).
import type { ReactNode } from 'react';
import type { VideoItem } from '@src/api/contract/common';
import type { ResourceStatus } from '@src/data/status';
import type { FooterState } from '@src/data/footer';
import { LoadingWrapper } from './loading-wrapper';
import { PosterGrid } from './poster-grid';
import { usePageReady } from '../shell/page-context';

/** What the grid shows: a paged list of src/data (usePagedList) or a one-page resource. */
export interface GridData {
  items: readonly VideoItem[];
  status: ResourceStatus;
  footer: FooterState;
  loadMore(): void;
  refresh(): void;
}

/** `header`: controls between the title and the grid (the discovery page's browsing entries). */
export function VideoGridPage({ title, gridKey, list, emptyText, header }: { title: string; gridKey: string; list: GridData; emptyText?: string; header?: ReactNode }) {
  // Empty and error states have a button to focus too.
  usePageReady(list.status !== 'loading');
  return (
    <>
      <div className="tv-page-title">{title}</div>
      {header}
      <LoadingWrapper status={list.status} onRefresh={() => void list.refresh()} emptyText={emptyText}>
        <PosterGrid focusKey={gridKey} videos={list.items} loadState={list.footer} onEndReached={list.loadMore} />
      </LoadingWrapper>
    </>
  );
}
