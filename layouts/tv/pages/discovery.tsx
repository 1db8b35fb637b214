import { useT } from '@src/i18n';
import { loadDiscovery } from '@src/features/catalog';
import { VideoGridPage } from './video-grid-page';

export default function DiscoveryPage() {
  const t = useT();
  return <VideoGridPage title={t('discovery.title')} gridKey="find/grid" loadPage={loadDiscovery} />;
}
