// The console's forms and tables come from the contract's schemas: these check that the
// fields carry the server's limits and that the form refuses what the server would.
import { describe, expect, it } from 'vitest';
import { staffLogin } from '@src/api/contract/staff';
import { staffCaseAction, staffCases } from '@src/api/contract/staff-moderation';
import { staffAudit } from '@src/api/contract/staff-audit';
import { staffRefund, staffVipGrant } from '@src/api/contract/staff-users';
import { staffTitlePublish, staffTitleSave } from '@src/api/contract/staff-catalog';
import { staffHomeRowSave } from '@src/api/contract/staff-catalog-home';
import { columnsOf, fieldsOf, inputsOf, readForm } from '@src/features/staff/schema-fields';

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

  it('takes a list as one text with commas, each item within the item limits', () => {
    const fields = fieldsOf(staffTitleSave.body, ['id', 'mediaKey']);
    expect(fields.find((f) => f.name === 'tags')).toMatchObject({ kind: 'list', required: true, maxItems: 10, item: { kind: 'text', minLength: 1, maxLength: 12 } });
    const base = { title: '星河', poster: '/p.jpg', categoryId: '1', year: '2026', region: '大陆', description: '', vip: 'false', gold: '0' };
    const ok = readForm(fields, { ...base, tags: '科幻，冒险, 悬疑' }, staffTitleSave.body);
    expect(ok.problems).toEqual({});
    expect(ok.value.tags).toEqual(['科幻', '冒险', '悬疑']);
    // No tags at all is a list of none, which the server takes.
    expect(readForm(fields, { ...base, tags: '' }, staffTitleSave.body).value.tags).toEqual([]);
    expect(readForm(fields, { ...base, tags: 'a,'.repeat(11) }).problems.tags).toEqual({ key: 'tooMany', params: { n: 10 } });
    expect(readForm(fields, { ...base, tags: `好,${'长'.repeat(13)}` }).problems.tags).toEqual({ key: 'tooLong', params: { n: 12 } });
    // Integer items are typed; an optional list left blank is left out.
    const row = fieldsOf(staffHomeRowSave.body, ['id']);
    expect(readForm(row, { title: '精选', kind: 'picks', videoIds: '3, 7' }, staffHomeRowSave.body).value).toEqual({ title: '精选', kind: 'picks', videoIds: [3, 7] });
    expect(readForm(row, { title: '精选', kind: 'picks', videoIds: '3, x' }).problems.videoIds).toEqual({ key: 'notNumber' });
    expect(readForm(row, { title: '科幻', kind: 'category', categoryId: '2', videoIds: '' }).value).toEqual({ title: '科幻', kind: 'category', categoryId: 2 });
    // A row being edited gives its inputs back, lists joined.
    expect(inputsOf({ title: '精选', videoIds: [3, 7], extra: 1 }, row)).toEqual({ title: '精选', videoIds: '3,7' });
  });

  it('checks the whole request with the fields the page fills itself', () => {
    const publish = fieldsOf(staffTitlePublish.body, ['id', 'published']);
    expect(readForm(publish, {}, staffTitlePublish.body, { id: 4, published: true }).problems).toEqual({});
    // Without them the request is incomplete, and the form says so rather than sending it.
    expect(Object.keys(readForm(publish, {}, staffTitlePublish.body).problems)).toHaveLength(1);
  });
});
