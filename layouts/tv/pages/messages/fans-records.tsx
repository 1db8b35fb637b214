import { NoticeListPage } from './notice-list';

export default function FansRecordsPage() {
  return <NoticeListPage kind="fans" title="routes.fansRecords" />;
}
