import { useT } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { PAGE_SIZE } from '@src/features/catalog';
import { useHistoryVideos } from '@src/features/history';
import { VideoGridPage } from '../components/video-grid-page';
import { LoginPrompt } from '../components/login-prompt';

function HistoryGrid() {
  const t = useT();
  return <VideoGridPage title={t('history.title')} gridKey="history/grid" list={useHistoryVideos(PAGE_SIZE)} emptyText={t('history.empty')} />;
}

export default function HistoryPage() {
  const t = useT();
  const loggedIn = useSession((s) => s.user !== null);
  if (!loggedIn) return <LoginPrompt title={t('history.title')} />;
  return <HistoryGrid />;
}
