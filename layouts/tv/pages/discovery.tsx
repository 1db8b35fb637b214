import { useT } from '@src/i18n';
import { PAGE_SIZE, useDiscoveryList } from '@src/features/catalog';
import { VideoGridPage } from '../components/video-grid-page';
import { BrowseEntries } from './browse/browse-entries';

export default function DiscoveryPage() {
  const t = useT();
  return <VideoGridPage title={t('discovery.title')} gridKey="find/grid" list={useDiscoveryList(PAGE_SIZE)} header={<BrowseEntries focusKey="find/entries" />} />;
}
