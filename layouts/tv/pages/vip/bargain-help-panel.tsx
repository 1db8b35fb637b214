// The bargain behind a shared link, on TV (issue 28): whose bargain, which package, the price
// left and the countdown; a friend cuts once with OK, a visitor logs in first, the owner copies
// the link. A focus row above the activity rules on /activityRules?bargainKey=.
import { FocusSection } from '@focus/focus-section';
import { useT } from '@src/i18n';
import { bargainPriceText, countdownText, type BargainHelp } from '@src/features/vip';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useCarryOut } from '../../router/use-carry-out';

export function BargainHelpPanel({ h }: { h: BargainHelp }) {
  const t = useT();
  const carryOut = useCarryOut();
  const d = h.detail;
  if (!d) {
    if (h.status === 'error') return <div className="tv-vip-label" data-testid="bargain-help" data-stage="missing">{t('vip.helpMissing')}</div>;
    return <LoadingWrapper status={h.status} onRefresh={h.reload} />;
  }
  const help = async () => {
    const next = await h.help();
    if (next) carryOut(next);
  };
  return (
    <div className="tv-bh" data-testid="bargain-help" data-stage={h.stage} data-price={d.price}>
      <div className="tv-bh-title">{t('vip.helpInvite', { name: d.owner.nickName })}</div>
      <div className="tv-vip-label">{t('vip.helpPackage', { name: d.packageName })}</div>
      <div className="tv-bh-price" data-testid="bargain-help-price">{t('vip.helpPrice', { price: bargainPriceText(d.price) })}</div>
      <div className="tv-vip-label">
        {t('vip.helpStart', { price: bargainPriceText(d.startPrice) })} · {t('vip.helpHelpers', { n: d.helpers })} ·{' '}
        {h.stage === 'over' ? t('vip.helpOver') : t('vip.bargainEndsIn', { time: countdownText(h.secondsLeft) })}
      </div>
      {h.cut !== null ? <div className="tv-vip-label" role="status">{t('vip.helpDone', { price: bargainPriceText(h.cut) })}</div> : null}
      {h.stage === 'helped' && h.cut === null ? <div className="tv-vip-label">{t('vip.helpHelped')}</div> : null}
      {h.stage === 'mine' ? <div className="tv-vip-label">{t('vip.helpMine')}</div> : null}
      {h.refusal ? (
        <div className="tv-bh-refusal" role="alert" data-testid="bargain-help-refusal">
          {h.refusal}
        </div>
      ) : null}
      <FocusSection focusKey="rules/bargain" className="tv-vip-paytypes">
        {h.stage === 'canHelp' || h.stage === 'visitor' ? (
          <FocusButton id="cut" label={t(h.stage === 'visitor' ? 'vip.helpLogin' : 'vip.helpCut')} onPress={() => void help()} testId="bargain-help-cut" />
        ) : null}
        {h.stage === 'mine' ? <FocusButton id="copy" label={t('vip.bargainCopy')} onPress={() => void h.copyLink()} testId="bargain-copy" /> : null}
      </FocusSection>
    </div>
  );
}
