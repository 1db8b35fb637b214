// Users: find by name, phone, e-mail or uid; a user's VIP, gold, devices, orders and
// restriction, with VIP granted or taken back (with a reason) and mute / ban / lift.
import { staffUserDetail, staffUserRestrict, staffUsers, staffVipGrant, staffVipRevoke, type StaffUserRow } from '@src/api/contract/staff-users';
import { useCan, useStaffResource, useStaffTable } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { ActionButton } from '../components/action-button';
import { DataTable } from '../components/data-table';
import { Failure } from '../components/failure';
import { Link } from '../components/link';
import { cell, dateTime } from '../format';

const WAIT_FOR_QUERY = ['q'];

export default function UsersPage({ path }: { path: string }) {
  const uid = Number(/^\/users\/(\d+)/.exec(path)?.[1] ?? 0);
  return uid > 0 ? <UserDetail uid={uid} /> : <UserSearch />;
}

function UserSearch() {
  const t = useStaffT();
  const table = useStaffTable(staffUsers, { waitFor: WAIT_FOR_QUERY });
  return (
    <>
      <p className="adm-muted">{t('users.find')}</p>
      <DataTable
        id="users"
        table={table}
        columns={['uid', 'username', 'nickName', 'phone', 'email', 'vipLevel', 'vipExpire', 'gold', 'banned', 'mutedUntil']}
        rowKey={(u: StaffUserRow) => u.uid}
        actions={(u) => <Link to={`/users/${u.uid}`}>{t('table.open')}</Link>}
      />
    </>
  );
}

const ORDER_COLUMNS = ['orderId', 'packageId', 'payType', 'amount', 'priceSymbol', 'state', 'createdAt', 'paidAt', 'refunded'] as const;
const DEVICE_COLUMNS = ['kind', 'deviceName', 'ip', 'createdAt', 'lastSeen'] as const;

function UserDetail({ uid }: { uid: number }) {
  const t = useStaffT();
  const can = useCan();
  const { data, loading, failure } = useStaffResource(staffUserDetail, { uid });
  if (loading) return <p className="adm-muted">{t('app.loading')}</p>;
  if (!data) return <Failure failure={failure} />;
  const { user, vip, restriction } = data;
  const yes = t('form.yes');
  const no = t('form.no');
  return (
    <article className="adm-user" data-user={user.uid}>
      <Link to="/users">{t('users.back')}</Link>
      <dl className="adm-facts">
        <dt>UID</dt>
        <dd>{user.uid}</dd>
        <dt>{t('fields.username')}</dt>
        <dd>
          {user.username} · {user.nickName}
        </dd>
        <dt>{t('fields.phone')}</dt>
        <dd>{user.phone || '—'}</dd>
        <dt>{t('fields.email')}</dt>
        <dd>{user.email || '—'}</dd>
        <dt>{t('users.vip')}</dt>
        <dd data-testid="user-vip">{vip.level > 0 ? t('users.vipUntil', { type: vip.typeName, date: dateTime(vip.expire) }) : t('users.vipNone')}</dd>
        <dt>{t('users.gold')}</dt>
        <dd>{user.gold}</dd>
        <dt>{t('users.restriction')}</dt>
        <dd>
          {restriction.banned
            ? t('users.banned')
            : restriction.mutedUntil * 1000 > Date.now()
              ? t('users.mutedUntil', { time: dateTime(restriction.mutedUntil) })
              : t('users.noRestriction')}{' '}
          {restriction.reason}
        </dd>
      </dl>
      <div className="adm-row-actions">
        {can('users.vip') && (
          <>
            <ActionButton endpoint={staffVipGrant} label={t('users.grant')} fixed={{ uid }} requestId initial={{ categoryId: '1', days: '30' }} />
            <ActionButton endpoint={staffVipRevoke} label={t('users.revoke')} fixed={{ uid }} requestId danger confirm={() => t('confirm.vipRevoke')} />
          </>
        )}
        {can('users.restrict') && (
          <ActionButton endpoint={staffUserRestrict} label={t('users.restrict')} fixed={{ uid }} danger confirm={() => t('confirm.restrict')} initial={{ action: 'mute', hours: '24' }} />
        )}
      </div>
      <h3>{t('users.devices')}</h3>
      <SmallTable columns={DEVICE_COLUMNS} rows={data.devices} yes={yes} no={no} />
      <h3>{t('users.orders')}</h3>
      <SmallTable columns={ORDER_COLUMNS} rows={data.orders} yes={yes} no={no} />
    </article>
  );
}

function SmallTable<R extends object>({ columns, rows, yes, no }: { columns: readonly (keyof R & string)[]; rows: R[]; yes: string; no: string }) {
  const t = useStaffT();
  if (!rows.length) return <p className="adm-muted">{t('app.none')}</p>;
  return (
    <table>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {t.data(`fields.${c}`, c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {columns.map((c) => (
              <td key={c}>{cell(c, r[c], yes, no)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
