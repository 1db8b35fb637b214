// Orders: filters of the endpoint's query; a manual payment (payType 3, not yet paid) is
// confirmed by the kefu, a paid order refunded (above the approval amount it waits for a
// second staff member on the refunds page). Both carry a requestId: a double click pays once.
import { staffConfirmPayment, staffOrders, staffRefund, type StaffOrder } from '@src/api/contract/staff-users';
import { useCan, useStaffTable } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { ActionButton } from '../components/action-button';
import { DataTable } from '../components/data-table';

const MANUAL_PAY_TYPE = 3;
const UNPAID = ['created', 'pending'];

export default function OrdersPage() {
  const t = useStaffT();
  const can = useCan();
  const table = useStaffTable(staffOrders);
  return (
    <>
      <p className="adm-muted">{t('orders.manualOnly')}</p>
      <DataTable
        id="orders"
        table={table}
        columns={['orderId', 'uid', 'packageId', 'payType', 'amount', 'priceSymbol', 'days', 'state', 'provider', 'createdAt', 'paidAt', 'refunded']}
        rowKey={(o: StaffOrder) => o.orderId}
        actions={(o) => (
          <>
            {can('payments.confirm') && o.payType === MANUAL_PAY_TYPE && UNPAID.includes(o.state) && (
              <ActionButton
                endpoint={staffConfirmPayment}
                label={t('orders.confirmPayment')}
                fixed={{ orderId: o.orderId }}
                requestId
                confirm={() => t('confirm.confirmPayment', { orderId: o.orderId })}
              />
            )}
            {can('refunds.create') && o.state === 'paid' && (
              <ActionButton endpoint={staffRefund} label={t('orders.refund')} fixed={{ orderId: o.orderId }} requestId danger confirm={() => t('confirm.refund', { orderId: o.orderId })} />
            )}
          </>
        )}
      />
    </>
  );
}
