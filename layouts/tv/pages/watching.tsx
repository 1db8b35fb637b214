import { useT } from '@src/i18n';
import { useWatching } from '@src/features/catalog';
import { Footer } from '@src/data/footer';
import { VideoGridPage } from '../components/video-grid-page';

const noMore = () => undefined;

export default function WatchingPage() {
  const t = useT();
  // One request, no further pages: the footer says "no more" once it is in.
  const w = useWatching();
  const status = w.status === 'ready' && !w.data?.length ? 'empty' : w.status;
  const list = { items: w.data ?? [], status, footer: w.data ? Footer.NoMore : Footer.Hidden, loadMore: noMore, refresh: w.reload };
  return <VideoGridPage title={t('routes.watching')} gridKey="watching/grid" list={list} />;
}
