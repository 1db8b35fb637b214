import { useT } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { loadHistory } from '@src/features/catalog';
import { VideoGridPage } from './video-grid-page';
import { LoginPrompt } from './login-prompt';

export default function HistoryPage() {
  const t = useT();
  const loggedIn = useSession((s) => s.user !== null);
  if (!loggedIn) return <LoginPrompt title={t('history.title')} />;
  return <VideoGridPage title={t('history.title')} gridKey="history/grid" loadPage={loadHistory} emptyText={t('history.empty')} />;
}
