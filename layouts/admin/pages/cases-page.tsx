// The moderation queue: one row per case (every report of one target folded into it), open
// ones first by default; a case's page shows its context and reporters and the actions the
// role holds: dismiss, hide/delete the content, mute the author for hours, ban.
import { href } from '@src/routes/href';
import { CASE_STATES, staffCase, staffCaseAction, staffCases, type CaseAction, type ModerationCase } from '@src/api/contract/staff-moderation';
import type { StaffPermission } from '@src/api/contract/staff';
import { useCan, useStaffResource, useStaffTable } from '@src/features/staff';
import { useStaffT, type StaffT } from '@src/i18n/staff';
import { ActionButton } from '../components/action-button';
import { DataTable } from '../components/data-table';
import { Failure } from '../components/failure';
import { Link } from '../components/link';
import { dateTime, mediaTime } from '../format';

const OPTION_TEXTS = { state: 'caseStates.', kind: 'caseKinds.' };
const INITIAL = { state: CASE_STATES[0] };

export default function CasesPage({ path }: { path: string }) {
  const id = Number(/^\/cases\/(\d+)/.exec(path)?.[1] ?? 0);
  return id > 0 ? <CaseDetail id={id} /> : <CaseList />;
}

function CaseList() {
  const t = useStaffT();
  const table = useStaffTable(staffCases, { initial: INITIAL });
  return (
    <DataTable
      id="cases"
      table={table}
      optionTexts={OPTION_TEXTS}
      columns={['id', 'kind', 'state', 'text', 'authorName', 'reports', 'lastReportAt']}
      rowKey={(c: ModerationCase) => c.id}
      render={{
        kind: (c) => t.data(`caseKinds.${c.kind}`, c.kind),
        state: (c) => t.data(`caseStates.${c.state}`, c.state),
        text: (c) => <span className="adm-quote">{c.text || '—'}</span>,
      }}
      actions={(c) => <Link to={`/cases/${c.id}`}>{t('table.open')}</Link>}
    />
  );
}

/** The rights each action needs beside reports.handle (the server's rule, staff-moderation.ts). */
function actionRights(kind: string, action: CaseAction): StaffPermission[] {
  if (action === 'hide') return kind === 'barrage' ? ['barrage.moderate'] : kind === 'comment' ? ['comments.moderate'] : [];
  if (action === 'mute' || action === 'ban') return ['users.restrict'];
  return [];
}

function confirmOf(t: StaffT, action: CaseAction): (v: Record<string, unknown>) => string {
  return (v) => (action === 'mute' ? t('confirm.mute', { hours: Number(v.hours ?? 24) }) : t(`confirm.${action}`));
}

function CaseDetail({ id }: { id: number }) {
  const t = useStaffT();
  const can = useCan();
  const { data, loading, failure } = useStaffResource(staffCase, { id });
  if (loading) return <p className="adm-muted">{t('app.loading')}</p>;
  if (!data) return <Failure failure={failure} />;
  const c = data.case;
  const open = c.state === 'open';
  const actions = (['dismiss', 'hide', 'mute', 'ban'] as const).filter(
    (a) => can('reports.handle') && actionRights(c.kind, a).every(can) && (a !== 'hide' || c.kind === 'barrage' || c.kind === 'comment'),
  );
  return (
    <article className="adm-case" data-case={c.id} data-state={c.state}>
      <Link to="/cases">{t('cases.back')}</Link>
      <dl className="adm-facts">
        <dt>{t('cases.kind')}</dt>
        <dd>{t.data(`caseKinds.${c.kind}`, c.kind)}</dd>
        <dt>{t('cases.state')}</dt>
        <dd data-testid="case-state">{t.data(`caseStates.${c.state}`, c.state)}</dd>
        <dt>{t('cases.text')}</dt>
        <dd className="adm-quote" data-testid="case-text">{c.text || '—'}</dd>
        <dt>{t('cases.author')}</dt>
        <dd>
          {c.authorName} (UID {c.authorUid})
        </dd>
        <dt>{t('cases.reports')}</dt>
        <dd>{c.reports}</dd>
        {c.kind === 'barrage' && c.mediaKey && (
          <>
            <dt>{t('cases.context')}</dt>
            <dd>
              {t('cases.atTime', { mediaKey: c.mediaKey, episode: c.episode, time: mediaTime(c.videoTime ?? 0) })}{' '}
              <a href={href('Watch', {}, { id: c.mediaKey, episode: c.episode || undefined, t: c.videoTime ?? 0 })} target="_blank" rel="noreferrer">
                {t('cases.openAtTime')}
              </a>
            </dd>
          </>
        )}
        {!open && (
          <>
            <dt>{t('cases.note')}</dt>
            <dd>
              {t('cases.handled', { action: t.data(`caseActions.${c.action}`, c.action) })} {c.note} {dateTime(c.handledAt)}
            </dd>
          </>
        )}
      </dl>
      {open && (
        <div className="adm-row-actions">
          {actions.map((a) => (
            <ActionButton
              key={a}
              endpoint={staffCaseAction}
              label={t(`caseActions.${a}`)}
              fixed={{ id: c.id, action: a }}
              omit={a === 'mute' ? [] : ['hours']}
              initial={a === 'mute' ? { hours: '24' } : undefined}
              requestId
              danger={a !== 'dismiss'}
              confirm={confirmOf(t, a)}
            />
          ))}
        </div>
      )}
      <h3>{t('cases.reporters')}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('cases.reporter')}</th>
            <th scope="col">{t('cases.reason')}</th>
            <th scope="col">{t('fields.createdAt')}</th>
          </tr>
        </thead>
        <tbody>
          {data.reports.map((r) => (
            <tr key={r.id}>
              <td>
                {r.reporterName} (UID {r.reporterUid}) · {t('cases.earlier', { n: r.reporterEarlierReports })}
              </td>
              <td>{r.reason}</td>
              <td>{dateTime(r.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
