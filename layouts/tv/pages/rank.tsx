import { useT } from '@src/i18n';
import { PAGE_SIZE, useRankList } from '@src/features/catalog';
import { VideoGridPage } from '../components/video-grid-page';

export default function RankPage() {
  const t = useT();
  return <VideoGridPage title={t('rank.title')} gridKey="rank/grid" list={useRankList(PAGE_SIZE)} />;
}
