// List view models of /moreFocus and /typePage, on the data primitive's paged list.
import type { VideoItem } from '@src/api/contract/common';
import type { Category } from '@src/api/contract/home';
import { usePagedList } from '@src/data/use-paged-list';
import { useResource } from '@src/data/use-resource';
import { fetchByType, fetchMoreFocus, fetchTypeOptions, type TypeQuery } from './browse-data';
import { browseKeys } from './browse-keys';

/** Videos of the uploaders the signed-in user follows (the user's: asked again on login). */
export const useMoreFocus = (pageSize: number, enabled = true) =>
  usePagedList<VideoItem>(browseKeys.moreFocus(pageSize), (page, signal) => fetchMoreFocus(page, pageSize, signal), { enabled });

/** How many tags of the chosen type the page offers as chips. */
export const TYPE_TAGS_MAX = 12;

/** What a /typePage address asks for: typeId (a category id) and tag, both optional. */
export function typeQueryFrom(search: string): TypeQuery {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const id = Number(q.get('typeId'));
  const tag = (q.get('tag') ?? '').trim().slice(0, 32);
  return { typeId: Number.isInteger(id) && id > 0 ? id : 0, tag };
}

export interface TypeChoice {
  id: number;
  name: string;
}

/** The tags a type's videos carry, the most used first (ties in first-seen order). */
export function tagsOf(videos: readonly VideoItem[], max = TYPE_TAGS_MAX): string[] {
  const count = new Map<string, number>();
  for (const v of videos) for (const tag of v.tags) count.set(tag, (count.get(tag) ?? 0) + 1);
  return [...count.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([tag]) => tag);
}

/** How many of a type's videos its tag chips are taken from (one page of the filter call). */
const TYPE_TAG_SAMPLE = 100;

/** Browse by type: the types (every type first), the tags, and the chosen type's videos. */
export function useTypePage(query: TypeQuery, pageSize: number) {
  const options = useResource(browseKeys.typeOptions(), (signal) => fetchTypeOptions(signal));
  const types: readonly TypeChoice[] = options.data ? [{ id: 0, name: '' }, ...options.data.categories.map((c: Category) => ({ id: c.id, name: c.name }))] : [];
  // A chosen type offers the tags its own videos carry (the options' tags span every type).
  const typeTags = useResource(
    browseKeys.typeTags(query.typeId),
    async (signal) => tagsOf((await fetchByType({ typeId: query.typeId, tag: '' }, 1, TYPE_TAG_SAMPLE, signal)).list),
    { enabled: query.typeId > 0 },
  );
  const tags = query.typeId > 0 ? (typeTags.data ?? []) : (options.data?.tags ?? []).slice(0, TYPE_TAGS_MAX);
  const list = usePagedList<VideoItem>(browseKeys.byType(query.typeId, query.tag, pageSize), (page, signal) => fetchByType(query, page, pageSize, signal));
  const typeName = types.find((t) => t.id === query.typeId && t.id !== 0)?.name ?? '';
  return { types, tags, typeName, optionsStatus: options.status, list };
}
