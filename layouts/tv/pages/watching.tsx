import { useT } from '@src/i18n';
import { loadWatching } from '@src/features/catalog';
import { VideoGridPage } from './video-grid-page';

const loadOnce = async () => ({ list: await loadWatching(), hasMore: false });

export default function WatchingPage() {
  const t = useT();
  return <VideoGridPage title={t('routes.watching')} gridKey="watching/grid" loadPage={loadOnce} />;
}
