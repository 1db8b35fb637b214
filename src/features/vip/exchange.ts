// /exchangeVip: redeem a VIP code (single use, rate-limited on the server). The code is checked
// against the contract's pattern first; a redeemed code turns the user VIP at once.
import { useCallback, useState } from 'react';
import { call } from '@src/api/call';
import { exchangeVip } from '@src/api/contract/vip';
import { t } from '@src/i18n';
import { toast } from '@src/stores/ui';
import { afterVipChange, applyGrant } from './vip-grant';
import { useAction } from '@src/data/use-action';

const CODE = /^[A-Za-z0-9 -]{8,40}$/;

/** A code as the user typed it, or null when it cannot be one. */
export function normalizeCode(raw: string): string | null {
  const v = raw.trim();
  return CODE.test(v) && v.replace(/[\s-]/g, '').length >= 8 ? v : null;
}

export function useExchangeVip() {
  const [code, setCode] = useState('');
  const [result, setResult] = useState<{ eDate: string; days: number } | null>(null);
  // Refusals (unknown, used, too many tries) are toasted by the request layer with their msg.
  const exchange = useAction((c: string) => call(exchangeVip, { code: c }));
  const { run } = exchange;
  const submit = useCallback(async () => {
    const c = normalizeCode(code);
    if (!c) {
      toast(t('vip.codeInvalid'));
      return;
    }
    const out = await run(c);
    if (!out.ok) return;
    const r = out.result;
    applyGrant({ vipLevel: r.vipLevel, eDate: r.eDate });
    afterVipChange();
    setResult({ eDate: r.eDate, days: r.days });
    setCode('');
    toast(t('vip.exchanged', { days: r.days }));
  }, [run, code]);
  return { code, setCode, busy: exchange.busy, submit, result };
}
