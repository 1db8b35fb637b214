import { useMemo } from 'react';
import { useT } from '@src/i18n';
import { loadCategory } from '@src/features/catalog';
import { useRouteParams } from '../shell/route-params';
import { VideoGridPage } from './video-grid-page';

export default function ListPage() {
  const t = useT();
  const { category = '' } = useRouteParams();
  const load = useMemo(() => loadCategory(category), [category]);
  return <VideoGridPage key={category} title={`${t('routes.list')} · ${category}`} gridKey={`list/${category}/grid`} loadPage={load} />;
}
