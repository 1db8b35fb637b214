// The notification routes of the real providers (their own paths and body formats, outside the
// client contract): the body is read as received (the signature covers its exact bytes), the
// provider checks it, and settle() applies it. The answer is what the provider expects: success
// for a notice applied or already applied (a replay, a second notice of one trade), failure for
// one that is forged, stale or unreadable, so a genuine sender retries only what can succeed.
import type { FastifyInstance } from 'fastify';
import { RET } from '../../src/api/contract/envelope';
import type { AppContext } from '../context';
import { ApiError } from '../http/api-error';
import type { RealProvider } from './provider';
import { refundLatePayment } from './real-orders';
import { settle } from './settle';

const MAX_NOTIFY_BYTES = 64 * 1024;

export function registerProviderNotify(app: FastifyInstance, ctx: AppContext, providers: readonly RealProvider[]): void {
  if (!providers.length) return;
  void app.register(async (sub) => {
    // Raw text for both formats (Alipay posts a form, WeChat Pay JSON).
    sub.removeAllContentTypeParsers();
    sub.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_NOTIFY_BYTES }, (_req, body, done) => done(null, body));
    for (const p of providers) {
      sub.post(p.notifyPath, async (req, reply) => {
        const send = (ok: boolean, message: string) => {
          const r = p.reply(ok, message);
          return reply.code(r.status).type(r.type).header('cache-control', 'no-store').send(r.body);
        };
        const now = Math.floor(Date.now() / 1000);
        const check = await p.verifyNotify({ headers: req.headers, raw: typeof req.body === 'string' ? req.body : '' }, now);
        if (!check.ok) {
          req.log.warn({ provider: p.name, reason: check.reason }, 'payment notification refused');
          return send(false, check.reason);
        }
        if (!check.notice) return send(true, '');
        try {
          await settle(ctx, check.notice, now);
          return send(true, '');
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          // Already applied (a replay, or the trade's state already there): done, say so.
          if (err.ret === RET.CONFLICT) {
            if (check.notice.outcome === 'paid') await refundLatePayment(ctx, p, check.notice.orderId).catch((e: unknown) => req.log.error({ err: e }, 'late payment refund failed'));
            return send(true, '');
          }
          req.log.warn({ provider: p.name, reason: err.message }, 'payment notification refused');
          return send(false, err.message);
        }
      });
    }
  });
}
