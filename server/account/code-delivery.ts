// Delivery of verification codes: e-mail by SMTP (smtp-delivery.ts), phone codes by Aliyun SMS
// (sms-aliyun.ts) when configured; otherwise the development outbox keeps the messages in
// memory, where tests and a developer's tools read them. A code is never written to a log.
import { appendFile } from 'node:fs/promises';

export interface CodeMessage {
  type: 'phone' | 'email';
  /** '86 13800000000' for a phone, the address for an e-mail. */
  to: string;
  code: string;
  /** Chinese text as the user receives it. */
  text: string;
}

export interface CodeDelivery {
  send(message: CodeMessage): Promise<void>;
}

/**
 * Keeps the last messages (bounded) in memory; `npm run server` without SMTP_URL also appends
 * each to `file` (data/dev-outbox.jsonl), where a developer reads the codes (README).
 */
export class DevOutbox implements CodeDelivery {
  private readonly messages: CodeMessage[] = [];
  constructor(private readonly max = 200, private readonly file?: string) {}

  async send(message: CodeMessage): Promise<void> {
    if (this.file) await appendFile(this.file, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`, { mode: 0o600 });
    this.messages.push(message);
    if (this.messages.length > this.max) this.messages.splice(0, this.messages.length - this.max);
  }

  /** The newest message to `to`, if any. */
  latest(to: string): CodeMessage | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) if (this.messages[i].to === to) return this.messages[i];
    return undefined;
  }
}

/** Phone codes to one delivery, e-mail codes to another (an SMS provider beside SMTP or the outbox). */
export class ByChannelDelivery implements CodeDelivery {
  constructor(private readonly phone: CodeDelivery, private readonly email: CodeDelivery) {}
  send(message: CodeMessage): Promise<void> {
    return message.type === 'phone' ? this.phone.send(message) : this.email.send(message);
  }
}
