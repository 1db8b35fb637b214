// Comments of a video (CommentListsV2, paged), replies of one comment (GetCommentByParentID),
// posting (Replys), deleting own (DelReply) and liking (ReplyLike).
import { useCallback, useEffect, useState } from 'react';
import { call } from '@src/api/call';
import { commentListsV2, delReply, getCommentByParentId, replyLike, replys, updTask, type Comment } from '@src/api/contract/video';
import { COMMENT_MAX_CHARS } from '@src/api/contract/limits';
import { plainMultiline } from '@src/api/contract/text';
import { VIDEO_TYPE_LONG } from './video-page-data';

export const COMMENT_PAGE_SIZE = 20;
export const COMMENT_MAX = COMMENT_MAX_CHARS;
/** Daily task "comment" (UpdTask type 3). */
export const TASK_COMMENT = 3;

export interface CommentsModel {
  list: readonly Comment[];
  /** 0 hidden, 1 loading, 2 no more, 3 failed (spec 002 §4 load-more footer). */
  footer: 0 | 1 | 2 | 3;
  total: number;
  loadMore(): void;
  replies: Readonly<Record<number, readonly Comment[]>>;
  loadReplies(parentId: number): Promise<void>;
  post(content: string, parentId?: number): Promise<Comment | null>;
  remove(id: number, parentId?: number): Promise<void>;
  like(id: number, parentId?: number): Promise<void>;
}

const patchIn = (list: readonly Comment[], id: number, patch: Partial<Comment>) => list.map((c) => (c.id === id ? { ...c, ...patch } : c));

export function useComments(mediaKey: string): CommentsModel {
  const [list, setList] = useState<readonly Comment[]>([]);
  const [page, setPage] = useState(0);
  const [footer, setFooter] = useState<0 | 1 | 2 | 3>(0);
  const [total, setTotal] = useState(0);
  const [replies, setReplies] = useState<Record<number, readonly Comment[]>>({});

  const fetchPage = useCallback(
    async (p: number) => {
      setFooter(1);
      try {
        const res = await call(commentListsV2, { mediaKey, page: p, pageSize: COMMENT_PAGE_SIZE, sort: 'new' }, { ignoreErrors: true });
        setList((cur) => (p === 1 ? res.list : [...cur, ...res.list.filter((c) => !cur.some((x) => x.id === c.id))]));
        setTotal(res.total);
        setPage(p);
        setFooter(res.hasMore ? 0 : 2);
      } catch {
        setFooter(3);
      }
    },
    [mediaKey],
  );

  useEffect(() => {
    if (!mediaKey) return;
    setList([]);
    setReplies({});
    void fetchPage(1);
  }, [mediaKey, fetchPage]);

  const loadMore = useCallback(() => {
    if (footer === 1 || footer === 2) return;
    void fetchPage(page + 1);
  }, [footer, page, fetchPage]);

  const loadReplies = useCallback(async (parentId: number) => {
    const res = await call(getCommentByParentId, { parentId, page: 1, pageSize: 50 }, { ignoreErrors: true });
    setReplies((r) => ({ ...r, [parentId]: res.list }));
  }, []);

  const post = useCallback(
    async (content: string, parentId?: number) => {
      const text = plainMultiline(content);
      if (!text || Array.from(text).length > COMMENT_MAX) return null;
      const c = await call(replys, { mediaKey, content: text, parentId: parentId || undefined }, { query: { videoType: VIDEO_TYPE_LONG } });
      if (parentId) {
        setReplies((r) => ({ ...r, [parentId]: [...(r[parentId] ?? []), c] }));
        setList((l) => l.map((x) => (x.id === parentId ? { ...x, replyCount: x.replyCount + 1 } : x)));
      } else {
        setList((l) => [c, ...l]);
        setTotal((n) => n + 1);
      }
      void call(updTask, { type: TASK_COMMENT }, { ignoreErrors: true }).catch(() => undefined);
      return c;
    },
    [mediaKey],
  );

  const remove = useCallback(async (id: number, parentId?: number) => {
    await call(delReply, { id });
    if (parentId) {
      setReplies((r) => ({ ...r, [parentId]: (r[parentId] ?? []).filter((c) => c.id !== id) }));
      setList((l) => l.map((x) => (x.id === parentId ? { ...x, replyCount: Math.max(0, x.replyCount - 1) } : x)));
    } else {
      setList((l) => l.filter((c) => c.id !== id));
      setTotal((n) => Math.max(0, n - 1));
    }
  }, []);

  const like = useCallback(async (id: number, parentId?: number) => {
    const res = await call(replyLike, { id });
    if (parentId) setReplies((r) => ({ ...r, [parentId]: patchIn(r[parentId] ?? [], id, res) }));
    else setList((l) => patchIn(l, id, res));
  }, []);

  return { list, footer, total, loadMore, replies, loadReplies, post, remove, like };
}
