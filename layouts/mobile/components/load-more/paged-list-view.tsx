import type { ReactNode, RefObject } from 'react';
import { usePageActive } from '../../shell/page-context';
import { LoadingWrapper } from '../loading/loading-wrapper';
import { LoadMoreFooter } from './load-more-footer';
import { useLoadMore } from './use-load-more';
import type { Page, PagedList } from '@src/data/use-paged-list';

export interface PagedListViewProps<T> {
  list: PagedList<T, Page<T>>;
  /** The page's scroll container (ScrollArea's scrollRef). */
  scrollRef: RefObject<HTMLDivElement | null>;
  children: (items: readonly T[]) => ReactNode;
  emptyText?: ReactNode;
  emptySubText?: ReactNode;
}

/** Loading wrapper + items + load-more footer, fetching the next page near the end. */
export function PagedListView<T>({ list, scrollRef, children, emptyText, emptySubText }: PagedListViewProps<T>) {
  const active = usePageActive();
  useLoadMore({ scrollRef, state: list.footer, onLoadMore: list.loadMore, enabled: active && list.status === 'ready', contentKey: list.items.length });
  return (
    <LoadingWrapper status={list.status} onRefresh={() => void list.refresh()} emptyText={emptyText} emptySubText={emptySubText}>
      {children(list.items)}
      <LoadMoreFooter state={list.footer} onRetry={list.loadMore} />
    </LoadingWrapper>
  );
}
