import { NoticeListPage } from './notice-list';

export default function GetLikePage() {
  return <NoticeListPage kind="like" title="routes.getLike" />;
}
