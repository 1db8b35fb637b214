// After a comment write the list it changes shows it at once (the cached pages are edited) and
// the entry is stale, so the next view of the list asks the server again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { Comment } from '@src/api/contract/video';
import { createQueryClient } from '@src/data/query-client';
import { DataProvider } from '@src/data/data-provider';
import { mount, type Mounted } from '../mobile/render';

const comment = (id: number, content = `评论${id}`): Comment => ({ id, content, replyCount: 0, likeCount: 0, liked: false }) as unknown as Comment;
const server = vi.hoisted(() => ({ pages: 0, nextId: 100 }));

vi.mock('@src/api/call', () => ({
  call: vi.fn(async (ep: { name: string }, params: Record<string, unknown>) => {
    if (ep.name === 'commentListsV2') {
      server.pages++;
      return { list: [comment(1), comment(2)], page: params.page, pageSize: 20, total: 2, hasMore: false };
    }
    if (ep.name === 'replys') return comment(server.nextId++, String(params.content));
    if (ep.name === 'delReply') return {};
    if (ep.name === 'updTask') return {};
    throw new Error(`unexpected ${ep.name}`);
  }),
}));

const { useComments } = await import('@src/features/watch/use-comments');
type Model = ReturnType<typeof useComments>;

let model: Model = null as never;
function Probe({ mediaKey }: { mediaKey: string }) {
  model = useComments(mediaKey);
  return null;
}

let m: Mounted | null = null;
afterEach(() => {
  m?.unmount();
  m = null;
});

describe('comment writes', () => {
  it('a posted comment shows on top at once, a deleted one goes, and the list is asked again on the next view', async () => {
    const client = createQueryClient();
    const tree = (on: boolean) => <DataProvider client={client}>{on ? <Probe mediaKey="v1" /> : null}</DataProvider>;
    m = await mount(tree(true));
    await act(async () => undefined);
    expect(model.list.map((c) => c.id)).toEqual([1, 2]);
    expect(model.total).toBe(2);
    expect(server.pages).toBe(1);

    await act(async () => void (await model.post('好看')));
    expect(model.list.map((c) => c.id)).toEqual([100, 1, 2]);
    expect(model.total).toBe(3);
    await act(async () => model.remove(1));
    expect(model.list.map((c) => c.id)).toEqual([100, 2]);
    expect(model.total).toBe(2);
    // Edited in place: no page was asked for the writes themselves.
    expect(server.pages).toBe(1);

    await m.rerender(tree(false));
    await m.rerender(tree(true));
    await act(async () => undefined);
    expect(server.pages).toBe(2);
  });
});
