// Comments on the TV player, opened from the control bar: the list (CommentListsV2, newer
// pages load as focus nears the end), a comment's replies (GetCommentByParentID) and likes
// (ReplyLike). OK on a comment opens its replies; the heart beside it likes it. Back leaves
// the replies, then closes the panel. Writing is on the phone: typing with a remote is slow.
import { memo, useCallback, useEffect, useState } from 'react';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useBackHandler } from '@focus/use-back-handler';
import { useFocusItem } from '@focus/use-focus-item';
import { useFocusTo } from '@focus/focus-scope';
import type { Comment } from '@src/api/contract/video';
import { relativeTime } from '@src/lib/format';
import { useSession } from '@src/stores/session';
import { toast } from '@src/stores/ui';
import { useComments, type CommentsModel, ws } from '@src/features/watch';
import { FocusButton } from '../../components/focus-button';
import { HeartIcon } from '@src/icons/icons';

const PANEL = 'watch/comments';
const LIST = `${PANEL}/list`;
const REPLIES = `${PANEL}/replies`;
/** Start loading the next page when focus comes this close to the end of the list. */
const LOAD_AHEAD = 3;

interface ItemProps {
  c: Comment;
  /** Position in its list (load-ahead, section memory); the opened comment heads its replies at 0. */
  index?: number;
  isReply: boolean;
  onOpen?: (c: Comment) => void;
  onLike: (c: Comment) => void;
  onFocusIndex?: (i: number) => void;
}

const CommentItem = memo(function CommentItem({ c, index = 0, isReply, onOpen, onLike, onFocusIndex }: ItemProps) {
  const open = useCallback(() => onOpen?.(c), [onOpen, c]);
  const focus = useCallback(() => onFocusIndex?.(index), [onFocusIndex, index]);
  const { ref, itemProps } = useFocusItem({ id: c.id, index: index * 2, onEnter: open, onFocus: focus }, 'tv-comment');
  return (
    <div className="tv-comment-row">
      <div ref={ref} {...itemProps} data-testid="tv-comment" data-comment-id={c.id} data-reply={isReply ? '1' : undefined}>
        <div className="tv-comment-user">
          {c.user.nickName} · {relativeTime(c.createdAt * 1000)}
        </div>
        <div className="tv-comment-text">
          {c.replyToNickName ? `@${c.replyToNickName} ` : ''}
          {c.content}
        </div>
        {!isReply && c.replyCount > 0 ? <div className="tv-comment-meta">{ws('replies', { n: c.replyCount })}</div> : null}
      </div>
      <FocusButton id={`${c.id}-like`} index={index * 2 + 1} icon={<HeartIcon filled={c.liked} />} label={c.likeCount ? String(c.likeCount) : ''} onPress={() => onLike(c)} testId="tv-comment-like" className="tv-comment-like" />
    </div>
  );
});

function Footer({ model }: { model: CommentsModel }) {
  if (model.footer === 3) return <FocusButton id="retry" label={ws('commentsFailed')} onPress={model.loadMore} testId="tv-comments-retry" />;
  if (model.footer === 1) return <div className="tv-watch-info">{ws('commentsLoading')}</div>;
  if (model.footer === 2 && model.list.length > 0) return <div className="tv-watch-info">{ws('commentsNoMore')}</div>;
  return null;
}

export function CommentsPanel({ mediaKey, onClose }: { mediaKey: string; onClose: () => void }) {
  const model = useComments(mediaKey);
  const loggedIn = useSession((s) => s.user !== null);
  const [open, setOpen] = useState<Comment | null>(null);
  const { list, footer, loadMore, loadReplies, like } = model;
  const focusTo = useFocusTo();

  useBackHandler(() => {
    if (open) {
      setOpen(null);
      return true;
    }
    onClose();
    return true;
  }, 'overlay');

  // Focus follows the view: the list (its memory brings back the comment left), or the replies.
  useEffect(() => {
    void focusTo(open ? REPLIES : list.length ? LIST : PANEL);
  }, [open, list.length > 0, footer === 3]); // eslint-disable-line react-hooks/exhaustive-deps

  const onFocusIndex = useCallback(
    (i: number) => {
      if (footer === 0 && i >= list.length - LOAD_AHEAD) loadMore();
    },
    [footer, list.length, loadMore],
  );
  const onOpen = useCallback(
    (c: Comment) => {
      setOpen(c);
      void loadReplies(c.id).catch(() => undefined);
    },
    [loadReplies],
  );
  const onLike = useCallback(
    (c: Comment, parentId?: number) => {
      if (!loggedIn) {
        toast(ws('needLogin'));
        return;
      }
      void like(c.id, parentId).catch(() => undefined);
    },
    [loggedIn, like],
  );
  const likeTop = useCallback((c: Comment) => onLike(c), [onLike]);
  const likeReply = useCallback((c: Comment) => onLike(c, open?.id), [onLike, open]);
  // The opened comment as the list has it now (its like count changes while it is open).
  const parent = open ? (list.find((c) => c.id === open.id) ?? open) : null;
  const replies = open ? (model.replies[open.id] ?? []) : [];

  return (
    <FocusSection focusKey={PANEL} className="tv-watch-panel tv-watch-comments" isFocusBoundary attrs={{ 'data-testid': 'watch-comments' }}>
      <div className="tv-watch-panel-title">
        {parent ? ws('repliesTitle', { name: parent.user.nickName }) : `${ws('comments')} ${model.total || ''}`}
      </div>
      <ScrollPane className="tv-comments-scroll">
        {parent ? (
          <FocusSection focusKey={REPLIES} attrs={{ 'data-testid': 'tv-comment-replies' }}>
            <CommentItem c={parent} isReply={false} onLike={likeTop} />
            <div className="tv-comment-replies">
              {replies.map((r, i) => (
                <CommentItem key={r.id} c={r} index={i + 1} isReply onLike={likeReply} />
              ))}
              {replies.length === 0 ? <div className="tv-watch-info">{ws('repliesEmpty')}</div> : null}
            </div>
          </FocusSection>
        ) : (
          <FocusSection focusKey={LIST}>
            {list.length === 0 && footer !== 1 && footer !== 3 ? <div className="tv-watch-info">{ws('commentsEmpty')}</div> : null}
            {list.map((c, i) => (
              <CommentItem key={c.id} c={c} index={i} isReply={false} onOpen={onOpen} onLike={likeTop} onFocusIndex={onFocusIndex} />
            ))}
            <Footer model={model} />
          </FocusSection>
        )}
      </ScrollPane>
    </FocusSection>
  );
}
