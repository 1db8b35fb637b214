// /typePage?typeId&tag on TV: browse by type. A row of types (全部 first), a row of the tags,
// then the chosen videos as a poster grid; a choice replaces the address, so Back leaves the page.
import { memo, useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { PAGE_SIZE } from '@src/features/catalog';
import { typeQueryFrom, useTypePage, type TypeQuery } from '@src/features/browse';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { PosterGrid } from '../../components/poster-grid';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import './browse.css';

const Choice = memo(function Choice({ id, label, current, to }: { id: string | number; label: string; current: boolean; to: TypeQuery }) {
  const navigate = useTvNavigate();
  const go = useCallback(() => navigate(href('TypePage', {}, { typeId: to.typeId || undefined, tag: to.tag || undefined }), { replace: true }), [navigate, to]);
  return <FocusButton id={id} label={label} className={current ? 'current' : undefined} onPress={go} testId="type-choice" />;
});

export default function TypePage() {
  const t = useT();
  const { search } = useLocation();
  const query = useMemo(() => typeQueryFrom(search), [search]);
  const model = useTypePage(query, PAGE_SIZE);
  const { list } = model;
  usePageReady(model.optionsStatus !== 'loading');
  return (
    <div className="tv-type">
      <div className="tv-page-title">{model.typeName || t('routes.typePage')}</div>
      <FocusSection focusKey="type/types" className="tv-browse-row">
        {model.types.map((ty) => (
          <Choice key={ty.id} id={ty.id} label={ty.name || t('browse.allTypes')} current={ty.id === query.typeId} to={{ typeId: ty.id, tag: '' }} />
        ))}
      </FocusSection>
      {model.tags.length ? (
        <FocusSection focusKey="type/tags" className="tv-browse-row">
          <Choice id="all" label={t('browse.allTags')} current={query.tag === ''} to={{ typeId: query.typeId, tag: '' }} />
          {model.tags.map((tag) => (
            <Choice key={tag} id={tag} label={tag} current={tag === query.tag} to={{ typeId: query.typeId, tag }} />
          ))}
        </FocusSection>
      ) : null}
      <LoadingWrapper status={list.status} onRefresh={() => void list.refresh()}>
        <PosterGrid key={`${query.typeId}/${query.tag}`} focusKey={`type/grid/${query.typeId}/${query.tag}`} videos={list.items} loadState={list.footer} onEndReached={list.loadMore} viewportHeight={640} />
      </LoadingWrapper>
    </div>
  );
}
