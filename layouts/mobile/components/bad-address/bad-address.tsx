// A bad address on the phone (issue 42): what is wrong with it (a missing parameter, or one that
// names nothing) and the way back (the previous page, or home when opened from a link).
import { useMt } from '../../text';
import { EmptyState } from '../empty-state/empty-state';
import { Page } from '../page/page';
import { useBack } from '../nav-bar/use-back';
import { usePageContext } from '../../shell/page-context';
import { badAddressText } from '@src/routes/needs';
import { ROUTE_BY_NAME, type RouteName } from '@src/routes/table';

export function BadAddress({ kind }: { kind: 'missing' | 'not-found' }) {
  const t = useMt();
  const back = useBack();
  const def = ROUTE_BY_NAME[usePageContext().name as RouteName] ?? ROUTE_BY_NAME.NotFound;
  const text = badAddressText(def, kind);
  return (
    <div data-testid="bad-address" data-kind={kind}>
      <EmptyState text={<span data-testid="bad-address-text">{t(text.key, text.what ? { what: t(text.what) } : undefined)}</span>} subText={t('errors.paramSub')}>
        <button type="button" className="m-btn" data-testid="bad-address-back" onClick={back}>
          {t('common.back')}
        </button>
      </EmptyState>
    </div>
  );
}

/** The whole page for an address missing its parameter: the route's title bar over the message. */
export function BadAddressPage({ name }: { name: RouteName }) {
  const t = useMt();
  return (
    <Page nav={{ title: t(ROUTE_BY_NAME[name].titleKey) }}>
      <div className="m-scroll">
        <BadAddress kind="missing" />
      </div>
    </Page>
  );
}
