// E-mail delivery of verification codes by SMTP (nodemailer), chosen when SMTP_URL is set
// (e.g. smtps://user:pass@mail.example.com:465). Phone codes go to the SMS provider when one is
// configured (sms-aliyun.ts), else to the development outbox. Codes are never logged.
import nodemailer, { type Transporter } from 'nodemailer';
import { ByChannelDelivery, DevOutbox, type CodeDelivery, type CodeMessage } from './code-delivery';

export class SmtpDelivery implements CodeDelivery {
  private readonly transport: Transporter;
  constructor(smtpUrl: string, private readonly from: string, private readonly sms: CodeDelivery = new DevOutbox()) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: CodeMessage): Promise<void> {
    if (message.type !== 'email') return this.sms.send(message);
    await this.transport.sendMail({ from: this.from, to: message.to, subject: '验证码', text: message.text });
  }
}

/** SMTP when `smtpUrl` is set, else the development outbox (mirrored to `outboxFile`); phone codes by `sms` when given. */
export function codeDeliveryFor(smtpUrl: string | undefined, from: string | undefined, outboxFile: string, sms?: CodeDelivery): CodeDelivery {
  const outbox = new DevOutbox(200, outboxFile);
  const email = smtpUrl ? new SmtpDelivery(smtpUrl, from || 'no-reply@localhost', sms ?? outbox) : outbox;
  return sms && !smtpUrl ? new ByChannelDelivery(sms, email) : email;
}
