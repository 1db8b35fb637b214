// Whether the sandbox checkout runs (issue 27, point 6). It lets any signed-in user "pay" by
// pressing 确认支付, so it belongs to the demo: on with the embedded PGlite database (what
// `npm install && npm start` gives), off on a PostgreSQL deployment and under
// NODE_ENV=production, unless PAYMENT_SANDBOX says otherwise.

export interface SandboxModeInput {
  /** PAYMENT_SANDBOX or the paymentSandbox option: wins when set. */
  explicit: boolean | undefined;
  /** The PostgreSQL URL; empty or undefined means the embedded PGlite database. */
  databaseUrl: string | undefined;
  nodeEnv: string | undefined;
}

export function sandboxEnabled({ explicit, databaseUrl, nodeEnv }: SandboxModeInput): boolean {
  if (explicit !== undefined) return explicit;
  return !databaseUrl && nodeEnv !== 'production';
}

/** The startup log's line on payments. */
export function paymentModeLine(sandbox: boolean): string {
  return sandbox
    ? 'payments: SANDBOX (沙箱支付: 确认支付 grants VIP without charging; set PAYMENT_SANDBOX=0 to turn it off)'
    : 'payments: sandbox off (only manual payment through customer service and real providers; PAYMENT_SANDBOX=1 turns the sandbox on)';
}
