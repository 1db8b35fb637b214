// A server-side table: the filter inputs are the endpoint's query fields (useStaffTable), the
// columns its reply's item fields unless the page names them, paging the server's.
import type { ReactNode } from 'react';
import type { useStaffTable } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { cell } from '../format';
import { FieldInput } from './field-input';
import { Failure } from './failure';

type Table = ReturnType<typeof useStaffTable>;

export interface DataTableProps<Row> {
  id: string;
  table: Omit<Table, 'rows'> & { rows: Row[] };
  /** Default: every plain field of the reply's items (the contract's order). */
  columns?: readonly string[];
  rowKey(row: Row): string | number;
  /** A cell of its own for some columns. */
  render?: Partial<Record<string, (row: Row) => ReactNode>>;
  actions?: (row: Row) => ReactNode;
  optionTexts?: Record<string, string>;
}

export function DataTable<Row>({ id, table, columns = table.columns, rowKey, render, actions, optionTexts }: DataTableProps<Row>) {
  const t = useStaffT();
  const yes = t('form.yes');
  const no = t('form.no');
  return (
    <section className="adm-table" data-table={id}>
      {table.fields.length > 0 && (
        <form
          className="adm-filters"
          onSubmit={(e) => {
            e.preventDefault();
            table.search();
          }}
        >
          {table.fields.map((f) => (
            <FieldInput key={f.name} field={f} formId={id} filter value={table.inputs[f.name] ?? ''} onChange={(v) => table.setInput(f.name, v)} problem={table.problems[f.name]} optionTexts={optionTexts?.[f.name]} />
          ))}
          <button type="submit" className="adm-primary">
            {t('table.search')}
          </button>
        </form>
      )}
      <Failure failure={table.failure} />
      {!table.waiting && (
        <>
          <table>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {t.data(`fields.${c}`, c)}
                  </th>
                ))}
                {actions && <th scope="col">{t('table.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={rowKey(row)} data-row={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c}>{render?.[c] ? render[c](row) : cell(c, (row as Record<string, unknown>)[c], yes, no)}</td>
                  ))}
                  {actions && <td className="adm-row-actions">{actions(row)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
          {table.loading && <p className="adm-muted">{t('app.loading')}</p>}
          {!table.loading && !table.failure && table.rows.length === 0 && <p className="adm-muted">{t('app.none')}</p>}
          {table.paged && (
            <nav className="adm-paging">
              <button type="button" disabled={table.page <= 1} onClick={() => table.setPage(table.page - 1)}>
                {t('table.prev')}
              </button>
              <span>{t('table.pageOf', { page: table.page, total: table.total })}</span>
              <button type="button" disabled={!table.hasMore} onClick={() => table.setPage(table.page + 1)}>
                {t('table.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
