import { LoadingWrapper } from '../components/loading/loading-wrapper';
import { usePageChunk, type LazyPage } from '@src/lib/lazy-page';

/**
 * One route's page, rendered directly once its chunk is in. While the chunk is still on its way
 * (the route's `lazy` normally waits for it, so this is the rare case of a failed or slow fetch)
 * it shows the loading block itself instead of suspending: React 19 keeps a Suspense boundary's
 * content back until 300 ms after its fallback appeared.
 */
export function PageHost({ page: Page }: { page: LazyPage }) {
  const ready = usePageChunk(Page);
  // A failed chunk renders the page anyway: it tries once more and throws to the pane's
  // error boundary, which offers the refresh prompt.
  if (!ready) return <LoadingWrapper status="loading" />;
  return <Page />;
}
