import { NoticeListPage } from './notice-list';

export default function SystemMessagePage() {
  return <NoticeListPage kind="system" title="routes.systemMessage" />;
}
