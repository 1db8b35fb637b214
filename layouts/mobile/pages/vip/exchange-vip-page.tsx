// /exchangeVip on the phone: redeem a VIP code.
import { useExchangeVip, VIP_CODE_MAX_CHARS } from '@src/features/vip';
import { Page } from '../../components/page/page';
import { useMt } from '../../text';
import '../payment/payment.css';

export default function ExchangeVipPage() {
  const t = useMt();
  const x = useExchangeVip();
  return (
    <Page nav={{ title: t('routes.exchangeVip') }}>
      <form
        className="m-pay"
        onSubmit={(e) => {
          e.preventDefault();
          void x.submit();
        }}
      >
        <label className="m-pay-label">
          {t('vip.codeLabel')}
          <input className="m-pay-input" name="code" value={x.code} maxLength={VIP_CODE_MAX_CHARS} autoComplete="off" placeholder={t('vip.codePlaceholder')} onChange={(e) => x.setCode(e.target.value)} />
        </label>
        <button type="submit" className="m-pay-btn" disabled={x.busy} data-testid="exchange-submit">
          {t('vip.exchange')}
        </button>
        {x.result ? <p className="m-pay-amount" data-testid="exchange-result">{t('vip.granted', { date: x.result.eDate })}</p> : null}
        <p>{t('vip.codeTip')}</p>
      </form>
    </Page>
  );
}
