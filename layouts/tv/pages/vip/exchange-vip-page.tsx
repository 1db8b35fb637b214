// /exchangeVip on TV: the code in an input (the platform keyboard opens on focus), then 兑换.
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { useExchangeVip, VIP_CODE_MAX_CHARS } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { TextField } from '../../components/text-field';
import { usePageReady } from '../../shell/page-context';
import './vip.css';

export default function ExchangeVipPage() {
  const t = useT();
  const x = useExchangeVip();
  usePageReady(true);
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.exchangeVip')}</div>
      <FocusSection focusKey="exchange/form" className="tv-form">
        <TextField name="code" label={t('vip.codeLabel')} placeholder={t('vip.codePlaceholder')} value={x.code} onChange={x.setCode} maxLength={VIP_CODE_MAX_CHARS} />
        <FocusButton id="paying" label={x.busy ? t('vip.paying') : t('vip.exchange')} onPress={() => void x.submit()} testId="exchange-submit" />
      </FocusSection>
      {x.result ? <div className="tv-vip-expire" data-testid="exchange-result">{t('vip.granted', { date: x.result.eDate })}</div> : null}
      <div className="tv-vip-text">{t('vip.codeTip')}</div>
    </ScrollPane>
  );
}
