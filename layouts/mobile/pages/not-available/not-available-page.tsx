import { ROUTE_BY_NAME, type RouteName } from '@src/routes';
import { tKey } from '@src/i18n';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/empty-state/empty-state';
import { usePageContext } from '../../shell/page-context';
import { useMt } from '../../text';

/**
 * Honest placeholder for routes whose page belongs to later work: it names the page, says it
 * is not available yet, and offers the way back.
 */
export default function NotAvailablePage() {
  const { name } = usePageContext();
  const t = useMt();
  const route = ROUTE_BY_NAME[name as RouteName];
  const title = route ? tKey(route.titleKey) : '';
  return (
    <Page nav={{ title, back: !route?.root }}>
      <div className="m-scroll" data-testid="not-available">
        <EmptyState text={t('common.notAvailableYet')} subText={t('common.notAvailableYetSub')} />
      </div>
    </Page>
  );
}
