// Category navigation: one button per category from the NavigationBar API -> /list/{key}.
import { memo, useCallback } from 'react';
import { useTvNavigate } from '../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { useFocusItem } from '@focus/use-focus-item';
import { useT } from '@src/i18n';
import { routePath } from '@src/routes/table';
import type { Category } from '@src/api/contract/home';
import { LoadingWrapper } from '../components/loading-wrapper';
import { useNavigation } from '@src/features/catalog';
import { usePageReady } from '../shell/page-context';

const CategoryTile = memo(function CategoryTile({ category }: { category: Category }) {
  const navigate = useTvNavigate();
  const onEnter = useCallback(() => navigate(routePath('List', { category: category.key || category.id })), [navigate, category]);
  const { ref, itemProps } = useFocusItem({ id: category.id, onEnter }, 'tv-button tv-category');
  return (
    <div ref={ref} {...itemProps} data-category={category.key}>
      {category.name}
    </div>
  );
});

export default function NavigationPage() {
  const t = useT();
  const nav = useNavigation();
  usePageReady(nav.status !== 'loading');
  return (
    <>
      <div className="tv-page-title">{t('routes.navigation')}</div>
      <LoadingWrapper status={nav.status} onRefresh={nav.reload}>
        <FocusSection focusKey="navigation/categories" className="tv-category-list">
          {(nav.data ?? []).map((c) => (
            <CategoryTile key={c.id} category={c} />
          ))}
        </FocusSection>
      </LoadingWrapper>
    </>
  );
}
