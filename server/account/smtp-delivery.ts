// E-mail delivery of verification codes by SMTP (nodemailer), chosen when SMTP_URL is set
// (e.g. smtps://user:pass@mail.example.com:465). Phone codes need an SMS provider, which this
// project does not have: without one they go to the development outbox, so a deployment that
// must deliver SMS plugs its provider into `sms`. Codes are never logged.
import nodemailer, { type Transporter } from 'nodemailer';
import { DevOutbox, type CodeDelivery, type CodeMessage } from './code-delivery';

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

/** SMTP when `smtpUrl` is set, else the development outbox (mirrored to `outboxFile`). */
export const codeDeliveryFor = (smtpUrl: string | undefined, from: string | undefined, outboxFile: string): CodeDelivery =>
  smtpUrl ? new SmtpDelivery(smtpUrl, from || 'no-reply@localhost', new DevOutbox(200, outboxFile)) : new DevOutbox(200, outboxFile);
