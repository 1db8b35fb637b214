// 首页栏目: every home row with drafts in the home's order; a row moved up or down (the whole
// order is sent, as staffHomeRowOrder takes it), made or edited with the endpoint's own form,
// shown or taken off the home (asking first), and previewed as the home would show it.
import { useState } from 'react';
import { staffCategories } from '@src/api/contract/staff-catalog';
import { staffHomeRowOrder, staffHomeRowPreview, staffHomeRowPublish, staffHomeRows, staffHomeRowSave, type StaffHomeRow } from '@src/api/contract/staff-catalog-home';
import { fieldsOf, inputsOf, useStaffAction, useStaffResource, useStaffTable } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { ActionButton } from '../components/action-button';
import { DataTable } from '../components/data-table';
import { Failure } from '../components/failure';

const COLUMNS = ['sort', 'title', 'kind', 'categoryId', 'videoIds', 'published', 'updatedAt'];
const rowFields = fieldsOf(staffHomeRowSave.body, ['id']);
const OPTION_TEXTS = { kind: 'homeRowKinds.' };

/** The ids in the new order with the row at `from` moved by `by` places. */
function moved(ids: readonly number[], from: number, by: number): number[] {
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const out = [...ids];
  [out[from], out[to]] = [out[to], out[from]];
  return out;
}

export default function HomeRowsPage() {
  const t = useStaffT();
  const table = useStaffTable(staffHomeRows);
  const order = useStaffAction(staffHomeRowOrder);
  const cats = useStaffResource(staffCategories, {});
  const [preview, setPreview] = useState(0);
  const catList = cats.data?.list ?? [];
  const catChoices = { choices: { categoryId: catList.map((c) => String(c.id)) }, labels: { categoryId: Object.fromEntries(catList.map((c) => [String(c.id), c.name])) } };
  const rows = table.rows as StaffHomeRow[];
  const ids = rows.map((r) => r.id);
  const move = (i: number, by: number) => void order.run({ ids: moved(ids, i, by) }).catch(() => undefined);
  return (
    <>
      <div className="adm-buttons">
        <ActionButton endpoint={staffHomeRowSave} label={t('homeRows.new')} omit={['id']} optionTexts={OPTION_TEXTS} {...catChoices} />
      </div>
      <Failure failure={order.failure} />
      <DataTable
        id="home-rows"
        table={table}
        columns={COLUMNS}
        rowKey={(r: StaffHomeRow) => r.id}
        optionTexts={OPTION_TEXTS}
        render={{ kind: (r) => t.data(`homeRowKinds.${r.kind}`, r.kind), categoryId: (r) => (r.categoryId ? (catList.find((c) => c.id === r.categoryId)?.name ?? String(r.categoryId)) : '—') }}
        actions={(r) => {
          const i = ids.indexOf(r.id);
          return (
            <>
              <button type="button" disabled={i === 0 || order.busy} onClick={() => move(i, -1)}>
                {t('homeRows.up')}
              </button>
              <button type="button" disabled={i === ids.length - 1 || order.busy} onClick={() => move(i, 1)}>
                {t('homeRows.down')}
              </button>
              <ActionButton endpoint={staffHomeRowSave} label={t('catalog.edit')} fixed={{ id: r.id }} initial={inputsOf(r, rowFields)} optionTexts={OPTION_TEXTS} {...catChoices} />
              <ActionButton
                endpoint={staffHomeRowPublish}
                label={r.published ? t('catalog.unpublish') : t('catalog.publish')}
                danger={r.published}
                fixed={{ id: r.id, published: !r.published }}
                confirm={() => (r.published ? t('confirm.unpublishRow', { title: r.title }) : null)}
              />
              <button type="button" onClick={() => setPreview(preview === r.id ? 0 : r.id)}>
                {t('homeRows.preview')}
              </button>
            </>
          );
        }}
      />
      {preview > 0 && <RowPreview id={preview} />}
    </>
  );
}

/** The row as the home would show it once published: its title and its titles in order. */
function RowPreview({ id }: { id: number }) {
  const t = useStaffT();
  const { data, failure } = useStaffResource(staffHomeRowPreview, { id });
  return (
    <section className="adm-preview" data-testid="row-preview">
      <h3>{t('homeRows.previewOf', { title: data?.title ?? '' })}</h3>
      <Failure failure={failure} />
      <ol>
        {(data?.list ?? []).map((v) => (
          <li key={v.mediaKey}>
            {v.title} ({v.mediaKey})
          </li>
        ))}
      </ol>
    </section>
  );
}
