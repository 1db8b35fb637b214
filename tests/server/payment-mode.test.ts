// The sandbox checkout belongs to the demo (issue 27, point 6): on with the embedded PGlite
// database, off on a PostgreSQL deployment unless PAYMENT_SANDBOX=1, and the startup log says
// which mode runs.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../server/app';
import { paymentModeLine, sandboxEnabled } from '../../server/payments/sandbox-mode';
import { RET } from '../../src/api/contract/envelope';
import { authHeaders, signedQuery } from './harness';

describe('payment sandbox mode', () => {
  it('is on for the embedded database only, never for PostgreSQL or production, and the explicit switch wins', () => {
    expect(sandboxEnabled({ explicit: undefined, databaseUrl: '', nodeEnv: undefined })).toBe(true);
    expect(sandboxEnabled({ explicit: undefined, databaseUrl: undefined, nodeEnv: 'development' })).toBe(true);
    expect(sandboxEnabled({ explicit: undefined, databaseUrl: 'postgres://db/video', nodeEnv: undefined })).toBe(false);
    expect(sandboxEnabled({ explicit: undefined, databaseUrl: '', nodeEnv: 'production' })).toBe(false);
    expect(sandboxEnabled({ explicit: true, databaseUrl: 'postgres://db/video', nodeEnv: 'production' })).toBe(true);
    expect(sandboxEnabled({ explicit: false, databaseUrl: '', nodeEnv: undefined })).toBe(false);
    expect(paymentModeLine(true)).toContain('沙箱支付');
    expect(paymentModeLine(false)).toContain('sandbox off');
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)('a PostgreSQL server without PAYMENT_SANDBOX serves no checkout and refuses orders that need one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pay-mode-'));
    const server = await startServer({
      port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: null, dataDir: dir, limitExemptAddresses: ['127.0.0.1'],
      databaseUrl: process.env.TEST_DATABASE_URL, dbSchema: `pm_${process.pid}_${Date.now().toString(36)}`,
    });
    try {
      expect(server.ctx.paymentSandbox).toBe(false);
      const reg = await fetch(`${server.url}/api/Login/Register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: `pmode${Date.now()}`, password: 'secret12' }) });
      const user = ((await reg.json()) as { data: { token: Parameters<typeof authHeaders>[0] } }).data;
      const page = await fetch(`${server.url}/sandbox-pay/checkout?order=x&t=${'0'.repeat(32)}`);
      expect(page.headers.get('content-type')).toContain('application/json');
      expect(await page.text()).not.toContain('确认支付');
      const card = await fetch(`${server.url}/api/payment/CreateOrder?${signedQuery({ ProductID: '101', SysName: 'h5', requestId: `pm${Date.now()}`, payType: '-1' })}`, { headers: authHeaders(user.token) });
      expect(await card.json()).toMatchObject({ ret: RET.BAD_REQUEST, msg: '该支付方式暂不可用，请选择其他支付方式' });
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
