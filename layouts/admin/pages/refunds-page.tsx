// Refunds; one above the approval amount waits here for another staff member (refunds.approve;
// the server refuses the one who asked for it).
import { REFUND_STATES, staffRefundDecide, staffRefunds, type StaffRefund } from '@src/api/contract/staff-users';
import { useCan, useStaffSession, useStaffTable } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { ActionButton } from '../components/action-button';
import { DataTable } from '../components/data-table';

const INITIAL = { state: REFUND_STATES[0] };

export default function RefundsPage() {
  const t = useStaffT();
  const can = useCan();
  const me = useStaffSession()?.me.uid;
  const table = useStaffTable(staffRefunds, { initial: INITIAL });
  return (
    <>
      <p className="adm-muted">{t('orders.awaiting')}</p>
      <DataTable
        id="refunds"
        table={table}
        rowKey={(r: StaffRefund) => r.id}
        actions={(r) =>
          can('refunds.approve') && r.state === 'awaiting_approval' && r.requestedBy !== me ? (
            <>
              <ActionButton endpoint={staffRefundDecide} label={t('orders.approve')} fixed={{ id: r.id, approve: true }} />
              <ActionButton endpoint={staffRefundDecide} label={t('orders.reject')} fixed={{ id: r.id, approve: false }} danger confirm={() => t('confirm.reject')} />
            </>
          ) : null
        }
      />
    </>
  );
}
