// 片库: the titles with drafts (server-side search, filters, paging), a title made or edited
// (name, category, tags, VIP and gold), its episodes, and publishing either. Every form is the
// endpoint's own (staffTitleSave, staffEpisodeSave ...); taking something off the viewers'
// screens asks first.
import { useMemo } from 'react';
import {
  staffCategories, staffEpisodePublish, staffEpisodeSave, staffTitle, staffTitlePublish, staffTitles, staffTitleSave,
  type StaffEpisode, type StaffTitle,
} from '@src/api/contract/staff-catalog';
import { fieldsOf, inputsOf, useStaffResource, useStaffTable } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { ActionButton } from '../components/action-button';
import { DataTable } from '../components/data-table';
import { Failure } from '../components/failure';
import { Link } from '../components/link';
import { cell } from '../format';

const TITLE_COLUMNS = ['id', 'mediaKey', 'title', 'categoryName', 'tags', 'vip', 'gold', 'published', 'episodes', 'allEpisodes', 'updatedAt'];
const EPISODE_COLUMNS = ['index', 'title', 'streamKey', 'durationSec', 'vip', 'published', 'tracks'] as const;
const titleFields = fieldsOf(staffTitleSave.body, ['id', 'mediaKey']);
const episodeFields = fieldsOf(staffEpisodeSave.body, ['id', 'videoId', 'sourceStreamKey']);

export default function CatalogPage({ path }: { path: string }) {
  const id = Number(/^\/catalog\/(\d+)/.exec(path)?.[1] ?? 0);
  return id > 0 ? <TitleDetail id={id} /> : <TitleList />;
}

/** The categories as choices of the category field: ids with their names. */
function useCategoryChoices() {
  const cats = useStaffResource(staffCategories, {});
  return useMemo(() => {
    const list = cats.data?.list ?? [];
    return {
      choices: { categoryId: list.map((c) => String(c.id)) },
      labels: { categoryId: Object.fromEntries(list.map((c) => [String(c.id), c.name])) },
    };
  }, [cats.data]);
}

function TitleList() {
  const t = useStaffT();
  const table = useStaffTable(staffTitles);
  const cats = useCategoryChoices();
  return (
    <>
      <div className="adm-buttons">
        <ActionButton endpoint={staffTitleSave} label={t('catalog.newTitle')} omit={['id']} initial={{ year: String(new Date().getFullYear()), gold: '0', vip: 'false' }} {...cats} />
      </div>
      <DataTable
        id="titles"
        table={table}
        columns={TITLE_COLUMNS}
        rowKey={(r: StaffTitle) => r.id}
        render={{ tags: (r) => r.tags.join('、') || '—' }}
        optionTexts={{ state: 'publishStates.' }}
        actions={(r) => (
          <>
            <Link to={`/catalog/${r.id}`}>{t('catalog.episodes')}</Link>
            <TitleActions title={r} cats={cats} />
          </>
        )}
      />
    </>
  );
}

function TitleActions({ title, cats }: { title: StaffTitle; cats: ReturnType<typeof useCategoryChoices> }) {
  const t = useStaffT();
  return (
    <>
      <ActionButton endpoint={staffTitleSave} label={t('catalog.edit')} fixed={{ id: title.id }} omit={['mediaKey']} initial={inputsOf(title, titleFields)} {...cats} />
      <ActionButton
        endpoint={staffTitlePublish}
        label={title.published ? t('catalog.unpublish') : t('catalog.publish')}
        danger={title.published}
        fixed={{ id: title.id, published: !title.published }}
        confirm={() => (title.published ? t('confirm.unpublishTitle', { title: title.title }) : null)}
      />
    </>
  );
}

function TitleDetail({ id }: { id: number }) {
  const t = useStaffT();
  const { data, loading, failure } = useStaffResource(staffTitle, { id });
  const cats = useCategoryChoices();
  if (loading) return <p className="adm-muted">{t('app.loading')}</p>;
  if (!data) return <Failure failure={failure} />;
  const { title, episodes } = data;
  const yes = t('form.yes');
  const no = t('form.no');
  const next = episodes.reduce((n, e) => Math.max(n, e.index), 0) + 1;
  return (
    <article data-title={title.id}>
      <Link to="/catalog">{t('catalog.back')}</Link>
      <h3 data-testid="title-name">
        {title.title} ({title.mediaKey})
      </h3>
      <p data-testid="title-state">{title.published ? t('publishStates.published') : t('publishStates.draft')}</p>
      <div className="adm-buttons">
        <TitleActions title={title} cats={cats} />
      </div>
      <h3>{t('catalog.episodes')}</h3>
      <div className="adm-buttons">
        <ActionButton endpoint={staffEpisodeSave} label={t('catalog.newEpisode')} fixed={{ videoId: title.id }} omit={['id']} initial={{ index: String(next), title: t('catalog.episodeName', { n: next }), vip: 'false' }} />
      </div>
      <table data-table="episodes">
        <thead>
          <tr>
            {EPISODE_COLUMNS.map((c) => (
              <th key={c} scope="col">
                {t.data(`fields.${c}`, c)}
              </th>
            ))}
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {episodes.map((e: StaffEpisode) => (
            <tr key={e.id} data-row={e.id}>
              {EPISODE_COLUMNS.map((c) => (
                <td key={c}>{cell(c, e[c], yes, no)}</td>
              ))}
              <td className="adm-row-actions">
                <ActionButton endpoint={staffEpisodeSave} label={t('catalog.edit')} fixed={{ id: e.id, videoId: title.id }} initial={inputsOf(e, episodeFields)} />
                <ActionButton
                  endpoint={staffEpisodePublish}
                  label={e.published ? t('catalog.unpublish') : t('catalog.publish')}
                  danger={e.published}
                  fixed={{ id: e.id, published: !e.published }}
                  confirm={() => (e.published ? t('confirm.unpublishEpisode', { n: e.index }) : null)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {episodes.length === 0 && <p className="adm-muted">{t('app.none')}</p>}
    </article>
  );
}
