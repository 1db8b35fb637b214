// Staff and roles: members, the roles' permission bits, and a member's role set. The roles a
// member may hand out are those whose rights they hold all of (the server enforces the same).
import { staffMembers, staffRoles, staffSetRole, type StaffMember } from '@src/api/contract/staff';
import { STAFF_PERMISSIONS } from '@src/api/contract/staff-permissions';
import { useStaffResource, useStaffSession } from '@src/features/staff';
import { useStaffT } from '@src/i18n/staff';
import { useState } from 'react';
import { ActionButton } from '../components/action-button';
import { Failure } from '../components/failure';
import { dateTime } from '../format';

export default function StaffPage() {
  const t = useStaffT();
  const mine = useStaffSession()?.me.permissions ?? [];
  const members = useStaffResource(staffMembers, {});
  const roles = useStaffResource(staffRoles, {});
  const [secret, setSecret] = useState('');
  const grantable = (roles.data?.list ?? []).filter((r) => r.permissions.every((p) => mine.includes(p)));
  return (
    <>
      <h3>{t('staff.members')}</h3>
      <Failure failure={members.failure} />
      {members.data && (
        <table data-table="staff-members">
          <thead>
            <tr>
              {['uid', 'username', 'nickName', 'role', 'disabled', 'createdAt'].map((c) => (
                <th key={c} scope="col">
                  {t.data(`fields.${c}`, c)}
                </th>
              ))}
              <th scope="col">{t('table.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {members.data.list.map((m: StaffMember) => (
              <tr key={m.uid}>
                <td>{m.uid}</td>
                <td>{m.username}</td>
                <td>{m.nickName}</td>
                <td>{m.role}</td>
                <td>{m.disabled ? t('form.yes') : t('form.no')}</td>
                <td>{dateTime(m.createdAt)}</td>
                <td>
                  <RoleButton uid={m.uid} roles={grantable.map((r) => r.name)} onSecret={setSecret} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{t('staff.setRole')}</h3>
      <RoleButton roles={grantable.map((r) => r.name)} onSecret={setSecret} />
      {secret && (
        <p className="adm-ok" role="status">
          {t('staff.newSecret', { secret })}
        </p>
      )}
      <h3>{t('staff.roles')}</h3>
      <Failure failure={roles.failure} />
      {roles.data && (
        <table className="adm-perms" data-table="staff-roles">
          <thead>
            <tr>
              <th scope="col">{t('fields.role')}</th>
              {STAFF_PERMISSIONS.map((p) => (
                <th key={p} scope="col" title={p}>
                  {t.data(`permissions.${p}`, p)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {roles.data.list.map((r) => (
              <tr key={r.name}>
                <th scope="row">
                  {r.title} ({r.name})
                </th>
                {STAFF_PERMISSIONS.map((p) => (
                  <td key={p}>{r.permissions.includes(p) ? t('staff.has') : ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="adm-muted">{t('staff.cannotGrant')}</p>
    </>
  );
}

/** Sets a member's role (only roles the actor may hand out are offered) or disables them. */
function RoleButton({ uid, roles, onSecret }: { uid?: number; roles: string[]; onSecret(s: string): void }) {
  const t = useStaffT();
  return (
    <ActionButton
      endpoint={staffSetRole}
      label={t('staff.setRole')}
      fixed={uid ? { uid } : {}}
      confirm={() => t('confirm.setRole')}
      choices={{ role: roles }}
      onDone={(r) => r.totpSecret && onSecret(r.totpSecret)}
    />
  );
}
