// The audit log: every staff action, newest first, filtered and paged on the server.
import { staffAudit, type AuditRowView } from '@src/api/contract/staff-audit';
import { useStaffTable } from '@src/features/staff';
import { DataTable } from '../components/data-table';

const json = (text: string) => <code className="adm-json">{text.length > 160 ? `${text.slice(0, 160)}…` : text || '—'}</code>;

export default function AuditPage() {
  const table = useStaffTable(staffAudit);
  return (
    <DataTable
      id="audit"
      table={table}
      columns={['id', 'createdAt', 'staffName', 'role', 'action', 'target', 'before', 'after', 'ip']}
      rowKey={(r: AuditRowView) => r.id}
      render={{ before: (r) => json(r.before), after: (r) => json(r.after) }}
    />
  );
}
