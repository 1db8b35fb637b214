import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchNavigation } from '@src/features/catalog';
import type { Category } from '@src/api/contract/home';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { LoadingWrapper, type LoadStatus } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import './navigation-page.css';
import { href } from '@src/routes/href';

/** Channel navigation (/navigation): every category, each opening its list. */
export default function NavigationPage() {
  const t = useMt();
  const [cats, setCats] = useState<Category[]>([]);
  const [status, setStatus] = useState<LoadStatus>('loading');

  const load = useCallback(() => {
    setStatus('loading');
    fetchNavigation()
      .then((r) => {
        setCats(r.list);
        setStatus(r.list.length ? 'ready' : 'empty');
      })
      .catch(() => setStatus('network-error'));
  }, []);
  useEffect(load, [load]);

  return (
    <Page nav={{ title: t('routes.navigation') }}>
      <ScrollArea>
        <LoadingWrapper status={status} onRefresh={load}>
          <h2 className="m-navpage-head">{t('mobile.allChannels')}</h2>
          <div className="m-navpage-grid">
            {cats.map((c) => (
              <Link key={c.id} to={href('List', { category: c.key })} className="m-navpage-item" data-testid="nav-category">
                {c.name}
              </Link>
            ))}
          </div>
        </LoadingWrapper>
      </ScrollArea>
    </Page>
  );
}
