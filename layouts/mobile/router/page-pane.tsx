import { Suspense, useMemo, type ReactNode } from 'react';
import type { RouteName } from '@src/routes';
import { PageContext } from '../shell/page-context';
import type { SlideDirection } from '../shell/transition';
import { PageErrorBoundary } from './page-error-boundary';
import { LoadingWrapper } from '../components/loading/loading-wrapper';
import './page-pane.css';

export interface PagePaneProps {
  name: RouteName;
  active: boolean;
  slide: SlideDirection;
  children: ReactNode;
}

export function PagePane({ name, active, slide, children }: PagePaneProps) {
  const ctx = useMemo(() => ({ name, active }), [name, active]);
  const anim = active && slide !== 'none' ? ` m-pane--slide-${slide}` : '';
  return (
    <section
      className={`m-pane${anim}`}
      style={active ? undefined : { display: 'none' }}
      aria-hidden={active ? undefined : true}
      data-pane={name}
    >
      <PageContext.Provider value={ctx}>
        <PageErrorBoundary>
          {/* Pages render directly (router/page-host.tsx shows the loading block while a chunk
              arrives); this boundary only catches a page part that suspends on its own. */}
          <Suspense fallback={<LoadingWrapper status="loading" />}>{children}</Suspense>
        </PageErrorBoundary>
      </PageContext.Provider>
    </section>
  );
}
