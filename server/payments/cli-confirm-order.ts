// `npm run payments:confirm -- --order ID --amount A [--outcome paid|cancelled|refunded] [--url http://127.0.0.1:8080]`
// For staff: settles an order of manual payment (pay type 3, confirmed in the customer-service
// chat) or refunds one, by sending the running server the same signed notification the sandbox
// provider sends. The key is derived from the server's secret (TOKEN_SECRET, else the one kept
// in DATA_DIR); this tool never makes one.
import { randomBytes } from 'node:crypto';
import { readEnv } from '../config';
import { parseArgs, stringOption } from '../media/cli-args';
import { resolveTokenSecret } from '../secrets';
import type { NoticeOutcome, ProviderNotice } from './provider';
import { sandboxProvider } from './sandbox';

const USAGE = 'usage: npm run payments:confirm -- --order ID --amount A [--outcome paid|cancelled|refunded] [--url http://127.0.0.1:8080]';

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const orderId = stringOption(args, 'order') ?? '';
  const amount = Number(stringOption(args, 'amount'));
  const outcome = (stringOption(args, 'outcome') ?? 'paid') as NoticeOutcome;
  const env = readEnv();
  const url = stringOption(args, 'url') ?? `http://127.0.0.1:${env.port}`;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(orderId) || !Number.isFinite(amount) || amount < 0 || !['paid', 'cancelled', 'refunded'].includes(outcome)) {
    throw new Error(USAGE);
  }
  const { secret } = resolveTokenSecret({ configured: env.tokenSecret, dataDir: env.dataDir, production: true });
  const notice: ProviderNotice = {
    notifyId: `staff_${randomBytes(12).toString('hex')}`, orderId, outcome, amount, providerRef: 'staff', ts: Math.floor(Date.now() / 1000),
  };
  const res = await fetch(`${url}/api/payment/Notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...notice, sign: sandboxProvider(secret).sign(notice) }),
  });
  const env2 = (await res.json()) as { ret: number; msg: string; data: unknown };
  process.stdout.write(`${JSON.stringify(env2)}\n`);
  if (env2.ret !== 200) process.exitCode = 1;
}

main().catch((err: unknown) => {
  process.stderr.write(`[payments:confirm] ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
