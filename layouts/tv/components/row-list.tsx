// A TV page of one list of message rows (conversations, the notice lists): the title, then a
// virtual list of fixed rows keyed by the rows' ids (focus stays on the same row when new ones
// arrive above it), asking for more near its end; empty, a hint and 刷新 take the focus.
import type { ReactNode } from 'react';
import { FocusSection } from '@focus/focus-section';
import { VirtualList } from '@focus/virtual-list';
import type { ResourceStatus } from '@src/data/status';
import { t } from '@src/i18n';
import { FocusButton } from './focus-button';
import { LoadingWrapper } from './loading-wrapper';
import { CONV_LIST_HEIGHT, CONV_ROW_HEIGHT } from './row-list-size';
import '../pages/chat/chat.css';

export interface RowListProps<T> {
  title: string;
  focusKey: string;
  /** The paged list of a feature (usePagedList). */
  list: { items: readonly T[]; status: ResourceStatus; loadMore(): void; refresh(): unknown };
  emptyText: string;
  itemId: (item: T) => string | number;
  renderRow: (item: T, index: number, key: string) => ReactNode;
}

export function RowList<T>({ title, focusKey, list, emptyText, itemId, renderRow }: RowListProps<T>) {
  const refresh = () => void list.refresh();
  return (
    <div className="tv-conv-page">
      <div className="tv-page-title">{title}</div>
      <LoadingWrapper status={list.status === 'empty' ? 'ready' : list.status} onRefresh={refresh}>
        {list.status === 'empty' ? (
          <FocusSection focusKey={`${focusKey}/empty`} className="tv-conv-list">
            <div className="tv-chat-hint">{emptyText}</div>
            <FocusButton id="refresh" label={t('network.refresh')} onPress={refresh} />
          </FocusSection>
        ) : (
          <VirtualList
            focusKey={focusKey}
            items={list.items}
            rowHeight={CONV_ROW_HEIGHT}
            viewportHeight={CONV_LIST_HEIGHT}
            itemId={itemId}
            renderRow={renderRow}
            onEndReached={list.loadMore}
            endThreshold={3}
            className="tv-conv-list tv-conv-vlist"
          />
        )}
      </LoadingWrapper>
    </div>
  );
}
