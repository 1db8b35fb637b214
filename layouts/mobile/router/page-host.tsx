import { LoadingWrapper } from '../components/loading/loading-wrapper';
import { BadAddressPage } from '../components/bad-address/bad-address';
import { usePageLocation } from './use-page-location';
import { usePageChunk, type LazyPage } from '@src/lib/lazy-page';
import { missingNeed } from '@src/routes/needs';
import { ROUTE_BY_NAME, type RouteName } from '@src/routes/table';

/**
 * One route's page, rendered directly once its chunk is in. While the chunk is still on its way
 * (the route's `lazy` normally waits for it, so this is the rare case of a failed or slow fetch)
 * it shows the loading block itself instead of suspending: React 19 keeps a Suspense boundary's
 * content back until 300 ms after its fallback appeared. An address missing the parameter the
 * page needs says so instead (issue 42).
 */
export function PageHost({ name, page: Page }: { name: RouteName; page: LazyPage }) {
  const ready = usePageChunk(Page);
  const missing = missingNeed(ROUTE_BY_NAME[name], usePageLocation().search);
  if (missing) return <BadAddressPage name={name} />;
  // A failed chunk renders the page anyway: it tries once more and throws to the pane's
  // error boundary, which offers the refresh prompt.
  if (!ready) return <LoadingWrapper status="loading" />;
  return <Page />;
}
