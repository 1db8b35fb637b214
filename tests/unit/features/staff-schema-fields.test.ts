// The console's forms and tables come from the contract's schemas: these check that the
// fields carry the server's limits and that the form refuses what the server would.
import { describe, expect, it } from 'vitest';
import { staffLogin } from '@src/api/contract/staff';
import { staffCaseAction, staffCases } from '@src/api/contract/staff-moderation';
import { staffAudit } from '@src/api/contract/staff-audit';
import { staffRefund, staffVipGrant } from '@src/api/contract/staff-users';
import { columnsOf, fieldsOf, readForm } from '@src/features/staff/schema-fields';

describe('fields from the staff contract', () => {
  it('reads kinds, limits, choices and what is required', () => {
    const grant = fieldsOf(staffVipGrant.body, ['requestId']);
    expect(grant.map((f) => f.name)).toEqual(['uid', 'categoryId', 'days', 'reason']);
    expect(grant.find((f) => f.name === 'days')).toMatchObject({ kind: 'integer', required: true, min: 1, max: 3660 });
    expect(grant.find((f) => f.name === 'reason')).toMatchObject({ kind: 'text', required: true, minLength: 1, maxLength: 200 });
    const action = fieldsOf(staffCaseAction.body);
    expect(action.find((f) => f.name === 'action')).toMatchObject({ kind: 'choice', options: ['dismiss', 'hide', 'mute', 'ban'] });
    expect(action.find((f) => f.name === 'hours')).toMatchObject({ required: false, min: 1, max: 720 });
    // Paging is the table's, not a filter.
    expect(fieldsOf(staffCases.query, ['page', 'pageSize']).map((f) => f.name)).toEqual(['state', 'kind']);
    expect(fieldsOf(staffRefund.body).find((f) => f.name === 'amount')).toMatchObject({ kind: 'number', min: 0.01, max: 100000, required: false });
  });

  it('takes the table columns from the reply items', () => {
    expect(columnsOf(staffAudit.reply)).toEqual(['id', 'createdAt', 'staffUid', 'staffName', 'role', 'action', 'target', 'before', 'after', 'ip', 'hash']);
  });

  it('refuses what the server would and types what it sends', () => {
    const fields = fieldsOf(staffLogin.body);
    const bad = readForm(fields, { username: '', password: 'x', totp: '12345a' }, staffLogin.body);
    expect(bad.problems).toEqual({ username: { key: 'required' }, totp: { key: 'pattern' } });
    const tooLong = readForm(fieldsOf(staffVipGrant.body, ['requestId']), { uid: '5', categoryId: '1', days: '4000', reason: 'x'.repeat(201) });
    expect(tooLong.problems).toEqual({ days: { key: 'tooLarge', params: { n: 3660 } }, reason: { key: 'tooLong', params: { n: 200 } } });
    expect(readForm(fieldsOf(staffVipGrant.body, ['requestId']), { uid: '5', categoryId: '1', days: '1.5', reason: 'r' }).problems.days).toEqual({ key: 'notInteger' });
    const ok = readForm(fields, { username: 'mod_demo', password: 'demo1234', totp: '123456' }, staffLogin.body);
    expect(ok).toEqual({ value: { username: 'mod_demo', password: 'demo1234', totp: '123456' }, problems: {} });
    // Optional fields left empty are left out of the request.
    const act = readForm(fieldsOf(staffCaseAction.body, ['requestId']), { id: '3', action: 'mute', hours: '', note: '' }, undefined);
    expect(act.value).toEqual({ id: 3, action: 'mute' });
  });
});
