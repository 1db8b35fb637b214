import { useT } from '@src/i18n';
import { PAGE_SIZE, useDiscoveryList } from '@src/features/catalog';
import { VideoGridPage } from './video-grid-page';

export default function DiscoveryPage() {
  const t = useT();
  return <VideoGridPage title={t('discovery.title')} gridKey="find/grid" list={useDiscoveryList(PAGE_SIZE)} />;
}
