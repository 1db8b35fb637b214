// VIP 套餐 and activities: the packages (retired ones too) with their prices, bargain flag and
// order count; a package made or edited with the endpoint's form (the server keeps the price
// rules), retired or offered again, deleted when nobody ordered it (asking first); and the
// recharge activities, of which the running one is what the app shows.
import {
  staffPackageDelete, staffPackageRetire, staffPackages, staffPackageSave, staffRechargeActivities, staffRechargeActivitySave,
  type StaffPackage, type StaffRechargeActivity,
} from '@src/api/contract/staff-catalog-offers';
import { fieldsOf, inputsOf, useStaffTable } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { ActionButton } from '../components/action-button';
import { DataTable } from '../components/data-table';

const PACKAGE_COLUMNS = ['id', 'categoryId', 'name', 'type', 'validityDays', 'giftDays', 'price', 'priceSymbol', 'rmb', 'disprice', 'disrmb', 'bargain', 'sort', 'retired', 'orders'];
const ACTIVITY_COLUMNS = ['id', 'status', 'type', 'title', 'qrCodeTitle', 'shareText'];
const packageFields = fieldsOf(staffPackageSave.body, ['id']);
const activityFields = fieldsOf(staffRechargeActivitySave.body, ['id']);

export default function PackagesPage() {
  const t = useStaffT();
  const packages = useStaffTable(staffPackages);
  const activities = useStaffTable(staffRechargeActivities);
  return (
    <>
      <div className="adm-buttons">
        <ActionButton endpoint={staffPackageSave} label={t('packages.new')} omit={['id']} initial={{ giftDays: '0', disprice: '0', disrmb: '0', bargain: 'false', sort: '0', priceSymbol: '¥', type: '1' }} />
      </div>
      <p className="adm-muted">{t('packages.priceHint')}</p>
      <DataTable
        id="packages"
        table={packages}
        columns={PACKAGE_COLUMNS}
        rowKey={(r: StaffPackage) => r.id}
        actions={(r) => (
          <>
            <ActionButton endpoint={staffPackageSave} label={t('catalog.edit')} fixed={{ id: r.id }} initial={inputsOf(r, packageFields)} />
            <ActionButton
              endpoint={staffPackageRetire}
              label={r.retired ? t('packages.offer') : t('packages.retire')}
              danger={!r.retired}
              fixed={{ id: r.id, retired: !r.retired }}
              confirm={() => (r.retired ? null : t('confirm.retirePackage', { name: r.name }))}
            />
            {r.orders === 0 && <ActionButton endpoint={staffPackageDelete} label={t('packages.delete')} danger fixed={{ id: r.id }} confirm={() => t('confirm.deletePackage', { name: r.name })} />}
          </>
        )}
      />
      <h3>{t('packages.activities')}</h3>
      <div className="adm-buttons">
        <ActionButton endpoint={staffRechargeActivitySave} label={t('packages.newActivity')} omit={['id']} initial={{ status: '0', type: '0' }} />
      </div>
      <DataTable
        id="recharge-activities"
        table={activities}
        columns={ACTIVITY_COLUMNS}
        rowKey={(r: StaffRechargeActivity) => r.id}
        render={{ status: (r) => (r.status === 1 ? t('packages.running') : t('packages.off')) }}
        actions={(r) => (
          <ActionButton
            endpoint={staffRechargeActivitySave}
            label={t('catalog.edit')}
            fixed={{ id: r.id }}
            initial={inputsOf(r, activityFields)}
            confirm={(v) => (v.status === 1 && r.status !== 1 ? t('confirm.runActivity') : null)}
          />
        )}
      />
    </>
  );
}
