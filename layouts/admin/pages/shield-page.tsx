// The global shield keywords, which the barrage and comment filters apply for everyone.
import { staffShieldWordEdit, staffShieldWords } from '@src/api/contract/staff-audit';
import { useStaffAction, useStaffResource } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { ActionButton } from '../components/action-button';
import { Failure } from '../components/failure';
import { SchemaForm } from '../components/schema-form';
import { dateTime } from '../format';

export default function ShieldPage() {
  const t = useStaffT();
  const words = useStaffResource(staffShieldWords, {});
  const add = useStaffAction(staffShieldWordEdit);
  const list = words.data?.list ?? [];
  return (
    <>
      <h3>{t('shield.add')}</h3>
      <SchemaForm id="shield-add" schema={staffShieldWordEdit.body} omit={['remove']} busy={add.busy} failure={add.failure} onSubmit={(v) => add.run(v as never)} />
      <Failure failure={words.failure} />
      <p className="adm-muted">{t('shield.count', { n: list.length })}</p>
      <table data-table="shield-words">
        <thead>
          <tr>
            <th scope="col">{t('fields.word')}</th>
            <th scope="col">{t('fields.createdAt')}</th>
            <th scope="col">{t('table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((w) => (
            <tr key={w.word} data-row={w.word}>
              <td>{w.word}</td>
              <td>{dateTime(w.createdAt)}</td>
              <td>
                <ActionButton endpoint={staffShieldWordEdit} label={t('shield.remove')} danger fixed={{ word: w.word, remove: 1 }} confirm={() => t('confirm.removeWord', { word: w.word })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
