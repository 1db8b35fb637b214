import { useT } from '@src/i18n';
import { PAGE_SIZE, useCategoryList } from '@src/features/catalog';
import { useRouteParams } from '../shell/route-params';
import { VideoGridPage } from '../components/video-grid-page';

export default function ListPage() {
  const t = useT();
  const { category = '' } = useRouteParams();
  const list = useCategoryList(category, PAGE_SIZE);
  return <VideoGridPage key={category} title={`${t('routes.list')} · ${category}`} gridKey={`list/${category}/grid`} list={list} />;
}
