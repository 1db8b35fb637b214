// Issue 8, point 10: phone and e-mail are unique with the area code, changing them needs a code
// sent to the new one (single-use, expiring, limited tries and sends, never in the log), and a
// login by phone without area code is unambiguous or asks for the area code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Token } from '../../src/api/contract/common';
import { RET } from '../../src/api/contract/envelope';
import { changeContact, sendContactCode, updateUserInfo } from '../../src/api/contract/user';
import type { DevOutbox } from '../../server/account/code-delivery';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { authHeaders, BACKENDS, clientFor, type Client, type Headers } from './harness';
import { registerWithCode } from './registration';

let seq = 0;
const unique = () => `cc${process.pid.toString(36)}${Date.now().toString(36)}${(seq++).toString(36)}`;
/** A phone number no other test uses: digits from the pid, the clock and a counter. */
/**
 * The server checks numbers per region (libphonenumber-js): 1399 + 7 digits is a mobile number
 * both in China (86) and in Brazil (55, area 13, mobile 99...); 65 + 6 digits one in Hong Kong.
 */
const phone = () => `1399${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e3).padStart(3, '0')}${seq++ % 10}`;
const hkPhone = () => `65${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e2).padStart(2, '0')}${seq++ % 10}`;

async function freshUser(c: Client, account = unique(), AreaCode?: string): Promise<{ uid: number; headers: Headers }> {
  // A phone account is registered with the code sent to it (issue 27, point 7a).
  const body = { account, password: 'secret12', ...(AreaCode ? { AreaCode } : {}) };
  const r = AreaCode ? await registerWithCode<{ id: number; token: Token }>(c, body) : await c.post<{ id: number; token: Token }>('/api/Login/Register', body);
  expect(r.ret).toBe(RET.OK);
  return { uid: r.data.id, headers: authHeaders(r.data.token) };
}

const outbox = (c: Client) => c.server.ctx.codes as DevOutbox;
const userRow = async (c: Client, uid: number) =>
  (await c.server.db.query<{ phone: string; area_code: string; email: string }>('SELECT phone, area_code, email FROM users WHERE id = $1', [uid])).rows[0];

describe.each(BACKENDS)('phone and e-mail rules on %s', (backend) => {
  it('changes the e-mail only with the code sent to it, and the code works once', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const email = `${unique()}@example.com`;
    expect((await c.post(updateUserInfo.path, { email }, me.headers)).ret).toBe(RET.FORBIDDEN);
    expect((await userRow(c, me.uid)).email).toBe('');

    const sent = await c.post<{ expireSeconds: number }>(sendContactCode.path, { type: 'email', account: email }, me.headers);
    expect(sent).toMatchObject({ ret: RET.OK, msg: '验证码已发送', data: { expireSeconds: 600, resendSeconds: 60 } });
    const code = outbox(c).latest(email)!.code;
    expect(code).toMatch(/^\d{6}$/);
    const stored = await c.server.db.query<{ code_hash: string }>('SELECT code_hash FROM contact_codes WHERE uid = $1', [me.uid]);
    expect(stored.rows[0].code_hash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await c.post(changeContact.path, { type: 'email', account: email, code: wrong }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '验证码错误' });
    const ok = await c.post<{ email: string }>(changeContact.path, { type: 'email', account: email, code }, me.headers);
    expect(ok.ret).toBe(RET.OK);
    expect((await userRow(c, me.uid)).email).toBe(email);
    expect((await c.post(changeContact.path, { type: 'email', account: email, code }, me.headers)).ret).toBe(RET.BAD_REQUEST);
  });

  it('refuses an expired code, a code for another address, and a number taken in the same region', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const owner = phone();
    await freshUser(c, owner, '86');
    expect(await c.post(sendContactCode.path, { type: 'phone', account: owner, AreaCode: '+86' }, me.headers)).toMatchObject({ ret: RET.CONFLICT });

    // A Chinese-length number is not a Hong Kong one (libphonenumber-js).
    expect(await c.post(sendContactCode.path, { type: 'phone', account: phone(), AreaCode: '852' }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '手机号格式不正确' });
    expect(await c.post(sendContactCode.path, { type: 'phone', account: hkPhone(), AreaCode: '999' }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '区号格式不正确' });
    const mine = hkPhone();
    expect((await c.post(sendContactCode.path, { type: 'phone', account: mine, AreaCode: '852' }, me.headers)).ret).toBe(RET.OK);
    const code = outbox(c).latest(`852 ${mine}`)!.code;
    // Same code, other number: the code belongs to the address it went to.
    expect((await c.post(changeContact.path, { type: 'phone', account: hkPhone(), AreaCode: '852', code }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    await c.server.db.query('UPDATE contact_codes SET expires_at = 1 WHERE uid = $1', [me.uid]);
    expect(await c.post(changeContact.path, { type: 'phone', account: mine, AreaCode: '852', code }, me.headers)).toMatchObject({
      ret: RET.BAD_REQUEST, msg: '验证码已失效，请重新获取',
    });
    expect((await userRow(c, me.uid)).phone).toBe('');
  });

  it('limits code sends (ret 429) and wrong guesses (the code dies after 5)', async () => {
    const c = await clientFor(backend);
    const me = await freshUser(c);
    const email = `${unique()}@example.com`;
    expect((await c.post(sendContactCode.path, { type: 'email', account: email }, me.headers)).ret).toBe(RET.OK);
    expect((await c.post(sendContactCode.path, { type: 'email', account: email }, me.headers)).ret).toBe(RET.RATE_LIMITED);
    const code = outbox(c).latest(email)!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await c.post(changeContact.path, { type: 'email', account: email, code: wrong }, me.headers)).ret).toBe(RET.BAD_REQUEST);
    expect((await c.post(changeContact.path, { type: 'email', account: email, code }, me.headers)).ret).toBe(RET.RATE_LIMITED);
    await c.server.ctx.flood.forget('codeCheckUser', me.uid);
    // The right code no longer works either: five wrong tries spent it.
    expect(await c.post(changeContact.path, { type: 'email', account: email, code }, me.headers)).toMatchObject({ ret: RET.BAD_REQUEST, msg: '验证码已失效，请重新获取' });
  });

  it('asks for the area code when a phone number is registered in two regions', async () => {
    const c = await clientFor(backend);
    const number = phone();
    await freshUser(c, number, '86');
    const br = await freshUser(c, number, '55');
    const r = await c.post('/api/Login/Login', { account: number, password: 'secret12' });
    expect(r.ret).toBe(RET.AREA_CODE_REQUIRED);
    expect(r.msg).toContain('区号');
    const withArea = await c.post<{ id: number }>('/api/Login/Login', { account: number, password: 'secret12', AreaCode: '+55' });
    expect(withArea.ret).toBe(RET.OK);
    expect(withArea.data.id).toBe(br.uid);
    // One region only: no area code needed.
    const single = phone();
    await freshUser(c, single, '86');
    expect((await c.post('/api/Login/Login', { account: single, password: 'secret12' })).ret).toBe(RET.OK);
  });

  it('migration 122 normalizes area codes and leaves each phone and e-mail with the oldest account', async () => {
    const c = await clientFor(backend);
    const sql = readFileSync(path.join(MIGRATIONS_DIR, '122_contact_verification.sql'), 'utf8').replace(/^--.*$/gm, '');
    // The data part of the migration, up to and including the unique indexes.
    const statements = sql.split(';').map((x) => x.trim()).filter(Boolean);
    const dataFix = statements.slice(0, statements.findIndex((x) => x.includes('users_phone_any_area')));
    const number = phone();
    const mail = `${unique()}@example.com`;
    const rollback = new Error('rollback');
    let seen: { id: number; phone: string; area_code: string; email: string }[] = [];
    await expect(
      c.server.db.transaction(async (tx) => {
        await tx.query('DROP INDEX users_phone_key');
        await tx.query('DROP INDEX users_email_key');
        const ids: number[] = [];
        for (const [area, email] of [['86', mail], ['+86', mail.toUpperCase()], ['', ` ${mail}`], ['852', '']]) {
          const r = await tx.query<{ id: number }>(
            `INSERT INTO users (username, phone, area_code, email, password_hash, nick_name, created_at) VALUES ($1, $2, $3, $4, '', 'dup', 0) RETURNING id`,
            [unique(), number, area, email],
          );
          ids.push(r.rows[0].id);
        }
        for (const st of dataFix) await tx.query(st);
        seen = (await tx.query<{ id: number; phone: string; area_code: string; email: string }>(
          'SELECT id, phone, area_code, email FROM users WHERE id = ANY($1::int[]) ORDER BY id', [`{${ids.join(',')}}`],
        )).rows;
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(seen.map((u) => [u.phone, u.area_code, u.email])).toEqual([
      [number, '86', mail],
      ['', '86', ''],
      ['', '86', ''],
      [number, '852', ''],
    ]);
  });
});
