// /myCollection: the user's favourites (GetCollectList), opened or removed (RemoveCollect).
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@src/api/call';
import { removeCollect } from '@src/api/contract/account';
import type { VideoItem } from '@src/api/contract/common';
import { getCollectList } from '@src/api/contract/video';
import { updatePages } from '@src/data/update-pages';
import { usePagedList, type Page } from '@src/data/use-paged-list';
import { REWARD_KEYS } from './rewards-keys';
import { useAction } from '@src/data/use-action';

export const COLLECTION_PAGE_SIZE = 20;

/** The pages without the removed videos (the list stays where it is; no refetch jump). */
export function withoutVideos<P extends Page<VideoItem>>(pages: readonly P[], mediaKeys: ReadonlySet<string>): P[] {
  return pages.map((p) => ({ ...p, list: p.list.filter((v) => !mediaKeys.has(v.mediaKey)) }));
}

export function useMyCollection() {
  const client = useQueryClient();
  const list = usePagedList<VideoItem>(REWARD_KEYS.collection(), (page, signal) => call(getCollectList, { page, pageSize: COLLECTION_PAGE_SIZE }, { signal }));
  const [editing, setEditing] = useState(false);
  // A refusal: the request layer has shown the server's message.
  const removing = useAction(async (mediaKeys: readonly string[]) => {
    await call(removeCollect, { mediaKeys: [...mediaKeys] }, { showMsg: true });
    updatePages<Page<VideoItem>>(client, REWARD_KEYS.collection(), (pages) => withoutVideos(pages, new Set(mediaKeys)));
  });
  const { run, busy } = removing;
  /** Removes the videos; resolves true when the server did. */
  const remove = useCallback(
    async (mediaKeys: readonly string[]): Promise<boolean> => (mediaKeys.length ? (await run(mediaKeys)).ok : false),
    [run],
  );
  const empty = list.status === 'ready' && list.items.length === 0;
  return { list, editing: editing && !empty, setEditing, toggleEditing: () => setEditing((e) => !e), remove, busy, status: empty ? ('empty' as const) : list.status };
}
