// Issue 12: e-mail codes go out by SMTP (nodemailer) when SMTP_URL is set; phone codes, for
// which there is no SMS provider, stay in the dev outbox. The SMTP server here is a minimal
// line-protocol peer on loopback that records what it receives.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DevOutbox } from '../../server/account/code-delivery';
import { codeDeliveryFor, SmtpDelivery } from '../../server/account/smtp-delivery';

interface Received { from: string; to: string[]; data: string }
let server: Server | null = null;

async function smtpPeer(): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  server = createServer((sock) => {
    let mail: Received = { from: '', to: [], data: '' };
    let inData = false;
    let buf = '';
    sock.write('220 test ESMTP\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      let i: number;
      while ((i = buf.indexOf('\r\n')) >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            sock.write('250 queued\r\n');
          } else mail.data += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') sock.write('250 test\r\n');
        else if (cmd === 'MAIL') { mail.from = line; sock.write('250 ok\r\n'); }
        else if (cmd === 'RCPT') { mail.to.push(line); sock.write('250 ok\r\n'); }
        else if (cmd === 'DATA') { inData = true; sock.write('354 go\r\n'); }
        else if (cmd === 'QUIT') { sock.end('221 bye\r\n'); }
        else sock.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, received };
}

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

describe('code delivery by SMTP', () => {
  it('sends an e-mail code to its address, and keeps phone codes in the outbox', async () => {
    const peer = await smtpPeer();
    const sms = new DevOutbox();
    const smtp = new SmtpDelivery(peer.url, 'codes@example.com', sms);
    await smtp.send({ type: 'email', to: 'user@example.com', code: '482913', text: '您的验证码是482913，10分钟内有效。' });
    expect(peer.received).toHaveLength(1);
    expect(peer.received[0].from).toContain('codes@example.com');
    expect(peer.received[0].to.join()).toContain('user@example.com');
    // The body is encoded (UTF-8, quoted-printable or base64); the code digits survive either way.
    expect(peer.received[0].data.replace(/=\n/g, '')).toMatch(/482913|NDgyOTEz/);

    await smtp.send({ type: 'phone', to: '86 13800000000', code: '111222', text: '...' });
    expect(peer.received).toHaveLength(1);
    expect(sms.latest('86 13800000000')?.code).toBe('111222');
  });

  it('the development outbox also appends each message to its file, where a developer reads the code', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'outbox-')), 'dev-outbox.jsonl');
    const box = new DevOutbox(200, file);
    await box.send({ type: 'email', to: 'dev@example.com', code: '135790', text: '您的验证码是135790' });
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { to: string; code: string });
    expect(lines).toEqual([expect.objectContaining({ to: 'dev@example.com', code: '135790' })]);
    expect(box.latest('dev@example.com')?.code).toBe('135790');
  });

  it('uses the development outbox when SMTP_URL is unset', () => {
    expect(codeDeliveryFor(undefined, undefined, '/nonexistent/outbox.jsonl')).toBeInstanceOf(DevOutbox);
    expect(codeDeliveryFor('smtp://127.0.0.1:1', undefined, '/nonexistent/outbox.jsonl')).toBeInstanceOf(SmtpDelivery);
  });
});
