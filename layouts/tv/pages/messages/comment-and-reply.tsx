import { NoticeListPage } from './notice-list';

export default function CommentAndReplyPage() {
  return <NoticeListPage kind="comment" title="routes.commentAndReply" />;
}
