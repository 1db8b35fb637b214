// Delivery of verification codes. The account work adds SMTP and SMS providers behind this
// interface; until then the development outbox keeps the messages in memory, where tests and a
// developer's tools read them. A code is never written to a log.
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

/** Keeps the last messages per recipient (bounded), nothing else. */
export class DevOutbox implements CodeDelivery {
  private readonly messages: CodeMessage[] = [];
  constructor(private readonly max = 200) {}

  async send(message: CodeMessage): Promise<void> {
    this.messages.push(message);
    if (this.messages.length > this.max) this.messages.splice(0, this.messages.length - this.max);
  }

  /** The newest message to `to`, if any. */
  latest(to: string): CodeMessage | undefined {
    for (let i = this.messages.length - 1; i >= 0; i--) if (this.messages[i].to === to) return this.messages[i];
    return undefined;
  }
}
