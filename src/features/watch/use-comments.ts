// Comments of a video (CommentListsV2, paged), replies of one comment (GetCommentByParentID),
// posting (Replys), deleting own (DelReply) and liking (ReplyLike).
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@src/api/call';
import { commentListsV2, delReply, getCommentByParentId, replyLike, replys, updTask, type Comment } from '@src/api/contract/video';
import { COMMENT_MAX_CHARS } from '@src/api/contract/limits';
import { plainMultiline } from '@src/api/contract/text';
import { usePagedList, type Page } from '@src/data/use-paged-list';
import { updatePages } from '@src/data/update-pages';
import { invalidateAfterWrite, WRITE_TOUCHES } from '@src/data/invalidate';
import { Footer, type FooterState } from '@src/data/footer';
import { done, stay, useStep } from '@src/data/use-step';
import { VIDEO_TYPE_LONG } from './video-page-data';
import { watchKeys } from './watch-keys';

export const COMMENT_PAGE_SIZE = 20;
export const COMMENT_MAX = COMMENT_MAX_CHARS;
/** Daily task "comment" (UpdTask type 3). */
export const TASK_COMMENT = 3;

export interface CommentsModel {
  list: readonly Comment[];
  /** 0 hidden, 1 loading, 2 no more, 3 failed (spec 002 §4 load-more footer). */
  footer: FooterState;
  total: number;
  loadMore(): void;
  replies: Readonly<Record<number, readonly Comment[]>>;
  loadReplies(parentId: number): Promise<void>;
  post(content: string, parentId?: number): Promise<Comment | null>;
  remove(id: number, parentId?: number): Promise<void>;
  like(id: number, parentId?: number): Promise<void>;
}

interface CommentPage extends Page<Comment> {
  total: number;
}

const patchIn = (list: readonly Comment[], id: number, patch: Partial<Comment>) => list.map((c) => (c.id === id ? { ...c, ...patch } : c));

/** A comment posted since page 1 came may come again on a later page: shown once. */
function uniqueComments(pages: readonly CommentPage[]): readonly Comment[] {
  if (pages.length === 1) return pages[0].list;
  const seen = new Set<number>();
  return pages.flatMap((p) => p.list.filter((c) => !seen.has(c.id) && (seen.add(c.id), true)));
}

type Edit = (pages: readonly CommentPage[]) => CommentPage[];
const onFirst = (fn: (p: CommentPage) => CommentPage): Edit => (pages) => pages.map((p, i) => (i === 0 ? fn(p) : p));
const onEvery = (fn: (list: readonly Comment[]) => readonly Comment[]): Edit => (pages) => pages.map((p) => ({ ...p, list: fn(p.list) }));

export function useComments(mediaKey: string): CommentsModel {
  const client = useQueryClient();
  const key = watchKeys.comments(mediaKey);
  const paged = usePagedList<Comment, CommentPage>(
    key,
    async (page, signal) => call(commentListsV2, { mediaKey, page, pageSize: COMMENT_PAGE_SIZE, sort: 'new' }, { ignoreErrors: true, signal }),
    { enabled: !!mediaKey, combine: uniqueComments },
  );
  // Replies shown under a comment, for this video only.
  const [replyState, setReplyState] = useState<{ mediaKey: string; byParent: Record<number, readonly Comment[]> }>({ mediaKey, byParent: {} });
  const replies = replyState.mediaKey === mediaKey ? replyState.byParent : {};
  const setReplies = useCallback(
    (fn: (r: Record<number, readonly Comment[]>) => Record<number, readonly Comment[]>) =>
      setReplyState((s) => ({ mediaKey, byParent: fn(s.mediaKey === mediaKey ? s.byParent : {}) })),
    [mediaKey],
  );
  // A write edits the cached pages at once; the entry is then marked stale, so the next view
  // of this list (another page, a remount) asks the server for the truth.
  const edit = useCallback(
    (fn: Edit) => {
      updatePages<CommentPage>(client, key, fn);
      void invalidateAfterWrite(WRITE_TOUCHES.comment(mediaKey), client, 'none');
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key is derived from mediaKey
    [client, mediaKey],
  );

  const loadReplies = useCallback(
    async (parentId: number) => {
      const res = await call(getCommentByParentId, { parentId, page: 1, pageSize: 50 }, { ignoreErrors: true });
      setReplies((r) => ({ ...r, [parentId]: res.list }));
    },
    [setReplies],
  );

  const post = useCallback(
    async (content: string, parentId?: number) => {
      const text = plainMultiline(content);
      if (!text || Array.from(text).length > COMMENT_MAX) return null;
      const c = await call(replys, { mediaKey, content: text, parentId: parentId || undefined }, { query: { videoType: VIDEO_TYPE_LONG } });
      if (parentId) {
        setReplies((r) => ({ ...r, [parentId]: [...(r[parentId] ?? []), c] }));
        edit(onEvery((l) => l.map((x) => (x.id === parentId ? { ...x, replyCount: x.replyCount + 1 } : x))));
      } else {
        edit(onFirst((p) => ({ ...p, list: [c, ...p.list], total: p.total + 1 })));
      }
      void call(updTask, { type: TASK_COMMENT }, { ignoreErrors: true }).catch(() => undefined);
      return c;
    },
    [mediaKey, edit, setReplies],
  );

  const remove = useCallback(
    async (id: number, parentId?: number) => {
      await call(delReply, { id });
      if (parentId) {
        setReplies((r) => ({ ...r, [parentId]: (r[parentId] ?? []).filter((c) => c.id !== id) }));
        edit(onEvery((l) => l.map((x) => (x.id === parentId ? { ...x, replyCount: Math.max(0, x.replyCount - 1) } : x))));
      } else {
        edit((pages) => onEvery((l) => l.filter((c) => c.id !== id))(onFirst((p) => ({ ...p, total: Math.max(0, p.total - 1) }))(pages)));
      }
    },
    [edit, setReplies],
  );

  const like = useCallback(
    async (id: number, parentId?: number) => {
      const res = await call(replyLike, { id });
      if (parentId) setReplies((r) => ({ ...r, [parentId]: patchIn(r[parentId] ?? [], id, res) }));
      else edit(onEvery((l) => patchIn(l, id, res)));
    },
    [edit, setReplies],
  );

  // The comments have no loading block: page 1 shows in the footer too (loading, failed with retry).
  const footer: FooterState = !mediaKey || paged.first ? paged.footer : paged.status === 'loading' ? Footer.Loading : Footer.Failed;
  const { first, loadMore: more, refresh } = paged;
  const loadMore = useCallback(() => (first ? more() : void refresh()), [first, more, refresh]);
  return { list: paged.items, footer, total: first?.total ?? 0, loadMore, replies, loadReplies, post, remove, like };
}

/**
 * The comment box under a video: the text, the comment it answers, and the send (an empty text
 * sends nothing). Sent, the box clears; a failure was shown by the request layer and the text
 * stays for another try.
 */
export function useCommentDraft(model: Pick<CommentsModel, 'post'>) {
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const step = useStep(async () => {
    if (!text.trim()) return stay(null);
    if (!(await model.post(text, replyTo?.id))) return stay(null);
    setText('');
    setReplyTo(null);
    return done();
  });
  return { text, setText, replyTo, setReplyTo, step };
}
