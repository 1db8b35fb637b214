// Comments under the phone player: newest first, load more, replies on demand, post, delete
// own, like.
import { memo } from 'react';
import type { Comment } from '@src/api/contract/video';
import { relativeTime } from '@src/lib/format';
import { useSession } from '@src/stores/session';
import { COMMENT_MAX, useCommentDraft, useComments, ws } from '@src/features/watch';
import { ArrowDownIcon, HeartIcon } from '@src/icons/icons';
import { useRunStep } from '../../shell/use-run-step';

const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);

function CommentItem({ c, parentId, onReply, model, own }: { c: Comment; parentId?: number; onReply: (c: Comment) => void; model: ReturnType<typeof useComments>; own: boolean }) {
  return (
    <div className="m-watch-comment" data-testid="comment">
      <div className="m-watch-comment-user">
        {c.user.nickName} · {relativeTime(c.createdAt * 1000)}
      </div>
      <div>
        {c.replyToNickName ? `@${c.replyToNickName} ` : ''}
        {c.content}
      </div>
      <div className="m-watch-comment-ops">
        <button type="button" onClick={() => quiet(model.like(c.id, parentId))}>
          <HeartIcon filled={c.liked} /> {c.likeCount || ''}
        </button>
        <button type="button" onClick={() => onReply(c)}>
          {ws('reply')}
        </button>
        {!parentId && c.replyCount > 0 ? (
          <button type="button" onClick={() => quiet(model.loadReplies(c.id))}>
            {ws('replies', { n: c.replyCount })}
          </button>
        ) : null}
        {own ? (
          <button type="button" onClick={() => quiet(model.remove(c.id, parentId))}>
            {ws('delete')}
          </button>
        ) : null}
      </div>
      {!parentId && model.replies[c.id]?.length ? (
        <div className="m-watch-replies">
          {model.replies[c.id].map((r) => (
            <CommentItem key={r.id} c={r} parentId={c.id} onReply={() => onReply(c)} model={model} own={own && false} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Memoised: the watch page re-renders on every answer and player state it follows, and the list
 * (up to a page of comments) depends on its key alone.
 */
export const MobileComments = memo(function MobileComments({ mediaKey }: { mediaKey: string }) {
  const model = useComments(mediaKey);
  const uid = useSession((s) => s.user?.id ?? 0);
  const { text, setText, replyTo, setReplyTo, step } = useCommentDraft(model);
  const busy = step.busy;
  const submit = useRunStep(step);
  return (
    <section data-testid="comments">
      <h2 className="m-watch-section">
        {ws('comments')} {model.total || ''}
      </h2>
      <div className="m-watch-danmu">
        <input
          className="m-watch-input"
          value={text}
          maxLength={COMMENT_MAX}
          placeholder={replyTo ? `${ws('reply')} @${replyTo.user.nickName}` : ws('commentPlaceholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && void submit()}
          data-testid="comment-input"
        />
        <button type="button" className="m-watch-chip on" disabled={busy} onClick={() => void submit()} data-testid="comment-send">
          {ws('send')}
        </button>
      </div>
      {model.list.length === 0 && model.footer !== 1 ? <div className="m-watch-meta">{ws('commentsEmpty')}</div> : null}
      {model.list.map((c) => (
        <CommentItem key={c.id} c={c} onReply={setReplyTo} model={model} own={c.user.userId === uid} />
      ))}
      {model.footer === 0 && model.list.length > 0 ? (
        <button type="button" className="m-watch-chip" onClick={model.loadMore} aria-label={ws('commentsLoadMore')}>
          <ArrowDownIcon />
        </button>
      ) : null}
    </section>
  );
});
