// /typePage?typeId&tag on the phone: browse by type. Type chips (全部 first), the type's tags,
// and its videos paged with pull-to-refresh; the choice lives in the address (back/share keep it).
import { useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { typeQueryFrom, useTypePage } from '@src/features/browse';
import { href } from '@src/routes/href';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { PosterGrid } from '../../components/poster/poster';
import { useMt } from '../../text';
import './browse.css';

const PAGE_SIZE = 18;

export default function TypePage() {
  const t = useMt();
  const { search } = useLocation();
  const query = useMemo(() => typeQueryFrom(search), [search]);
  const model = useTypePage(query, PAGE_SIZE);
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const chip = (on: boolean) => `m-browse-chip m-link-reset${on ? ' m-browse-chip--on' : ''}`;
  return (
    <Page nav={{ title: model.typeName || t('routes.typePage') }}>
      <nav className="m-browse-chips" data-testid="type-chips">
        {model.types.map((ty) => (
          <Link key={ty.id} replace className={chip(ty.id === query.typeId)} to={href('TypePage', {}, { typeId: ty.id || undefined })} data-type-id={ty.id}>
            {ty.name || t('browse.allTypes')}
          </Link>
        ))}
      </nav>
      {model.tags.length ? (
        <nav className="m-browse-chips" data-testid="tag-chips">
          <Link replace className={chip(query.tag === '')} to={href('TypePage', {}, { typeId: query.typeId || undefined })}>
            {t('browse.allTags')}
          </Link>
          {model.tags.map((tag) => (
            <Link key={tag} replace className={chip(tag === query.tag)} to={href('TypePage', {}, { typeId: query.typeId || undefined, tag })}>
              {tag}
            </Link>
          ))}
        </nav>
      ) : null}
      <ScrollArea scrollRef={scrollRef} onRefresh={model.list.refresh}>
        <div className="m-list-pad">
          <PagedListView list={model.list} scrollRef={scrollRef}>
            {(items) => <PosterGrid videos={items} />}
          </PagedListView>
        </div>
      </ScrollArea>
    </Page>
  );
}
