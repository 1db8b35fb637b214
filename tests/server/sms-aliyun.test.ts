// Issue 42 point 3: phone codes by Aliyun SMS through its official SDK, against a local double
// that checks Aliyun's ACS3-HMAC-SHA256 request signature with a key made here: a registration
// code reaches the phone by the template (and never the dev outbox), Aliyun's refusals are clear
// Chinese messages, and e-mail codes still go to their own delivery.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/app';
import { aliyunNumber, AliyunSmsDelivery } from '../../server/account/sms-aliyun';
import { codeDeliveryFor } from '../../server/account/smtp-delivery';
import { register, sendRegisterCode } from '../../src/api/contract/user';
import { RET } from '../../src/api/contract/envelope';
import { startAliyunSmsDouble, type AliyunSmsDouble } from './aliyun-sms-double';
import { clientOn, type Client } from './harness';

let seq = 0;
const phone = () => `1397${String(process.pid % 1000).padStart(3, '0')}${String(Date.now() % 1e3).padStart(3, '0')}${seq++ % 10}`;

describe('SMS codes by Aliyun', () => {
  let sms: AliyunSmsDouble;
  let server: RunningServer;
  let c: Client;
  let dir: string;
  const delivery = (secret?: string) => new AliyunSmsDelivery({
    accessKeyId: sms.accessKeyId, accessKeySecret: secret ?? sms.accessKeySecret, signName: '影视TV', templateCode: 'SMS_123456789', endpoint: sms.endpoint, protocol: 'HTTP',
  });

  beforeAll(async () => {
    sms = await startAliyunSmsDouble();
    dir = mkdtempSync(path.join(tmpdir(), 'pay-sms-sms-'));
    server = await startServer({
      port: 0, host: '127.0.0.1', prepareMedia: false, clientDir: null, dataDir: dir, databaseUrl: '', limitExemptAddresses: ['127.0.0.1'],
      codeDelivery: codeDeliveryFor(undefined, undefined, path.join(dir, 'dev-outbox.jsonl'), delivery()),
    });
    c = clientOn(server);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await sms?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes numbers as Aliyun expects: mainland bare, others after their country code', () => {
    expect(aliyunNumber('86 13800000000')).toBe('13800000000');
    expect(aliyunNumber('852 91234567')).toBe('85291234567');
  });

  it('a registration code goes to the phone by the template, not to the outbox, and registers the account', async () => {
    const number = phone();
    expect(await c.post(sendRegisterCode.path, { account: number, AreaCode: '+86' })).toMatchObject({ ret: RET.OK, msg: '验证码已发送' });
    const got = sms.sent.find((s) => s.phoneNumbers === number);
    expect(got).toMatchObject({ signName: '影视TV', templateCode: 'SMS_123456789' });
    expect(got!.templateParam.code).toMatch(/^\d{6}$/);
    const outbox = path.join(dir, 'dev-outbox.jsonl');
    expect(() => readFileSync(outbox, 'utf8')).toThrow();
    const made = await c.post(register.path, { account: number, password: 'secret12', AreaCode: '+86', code: got!.templateParam.code });
    expect(made.ret, made.msg).toBe(RET.OK);
  });

  it("Aliyun's flow control is 短信发送过于频繁 (429); a wrong secret is refused by Aliyun and the user is told the send failed", async () => {
    sms.nextCode = 'isv.BUSINESS_LIMIT_CONTROL';
    expect(await c.post(sendRegisterCode.path, { account: phone(), AreaCode: '+86' })).toMatchObject({ ret: RET.RATE_LIMITED, msg: '短信发送过于频繁，请稍后再试' });
    const before = sms.sent.length;
    await expect(delivery('wrong-secret').send({ type: 'phone', to: '86 13800000009', code: '123456', text: '' })).rejects.toMatchObject({ ret: RET.SERVER_ERROR, message: '短信发送失败，请稍后重试' });
    expect(sms.sent.length).toBe(before);
  });

  it('e-mail codes still go to the e-mail delivery (the outbox here)', async () => {
    const mail = `sms${Date.now()}@example.com`;
    expect((await c.post(sendRegisterCode.path, { account: mail })).ret).toBe(RET.OK);
    expect(readFileSync(path.join(dir, 'dev-outbox.jsonl'), 'utf8')).toContain(mail);
  });
});
