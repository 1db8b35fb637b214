import { Link } from 'react-router-dom';
import { useNavigation } from '@src/features/catalog';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import './navigation-page.css';
import { href } from '@src/routes/href';

/** Channel navigation (/navigation): every category, each opening its list. */
export default function NavigationPage() {
  const t = useMt();
  const nav = useNavigation();
  const cats = nav.data ?? [];

  return (
    <Page nav={{ title: t('routes.navigation') }}>
      <ScrollArea>
        <LoadingWrapper status={nav.status} onRefresh={nav.reload}>
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
