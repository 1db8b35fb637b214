// The bargain behind a shared link, on the phone (issue 28): whose bargain, which package, the
// price left and the countdown; a friend cuts once, a visitor logs in first, the owner copies
// the link. Above the activity rules on /activityRules?bargainKey=.
import { bargainPriceText, countdownText, type BargainHelp } from '@src/features/vip';
import { Avatar } from '../../components/avatar/avatar';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useCarryOut } from '../../shell/use-carry-out';
import { useMt } from '../../text';
import './bargain-help.css';

export function BargainHelpPanel({ h }: { h: BargainHelp }) {
  const t = useMt();
  const carryOut = useCarryOut();
  const d = h.detail;
  if (!d) {
    if (h.status === 'error') return <p className="m-bh-note" data-testid="bargain-help" data-stage="missing">{t('vip.helpMissing')}</p>;
    return <LoadingWrapper status={h.status} onRefresh={h.reload} />;
  }
  const help = async () => {
    const next = await h.help();
    if (next) carryOut(next);
  };
  return (
    <section className="m-bh" data-testid="bargain-help" data-stage={h.stage} data-price={d.price}>
      <div className="m-bh-owner">
        <Avatar src={d.owner.avatar} uid={d.owner.uid} size={2.5} />
        <span>{t('vip.helpInvite', { name: d.owner.nickName })}</span>
      </div>
      <p className="m-bh-note">{t('vip.helpPackage', { name: d.packageName })}</p>
      <p className="m-bh-price" data-testid="bargain-help-price">{t('vip.helpPrice', { price: bargainPriceText(d.price) })}</p>
      <p className="m-bh-note">
        {t('vip.helpStart', { price: bargainPriceText(d.startPrice) })} · {t('vip.helpHelpers', { n: d.helpers })}
      </p>
      {h.stage === 'over' ? (
        <p className="m-bh-note">{t('vip.helpOver')}</p>
      ) : (
        <p className="m-bh-note" data-testid="bargain-help-left">{t('vip.bargainEndsIn', { time: countdownText(h.secondsLeft) })}</p>
      )}
      {h.cut !== null ? <p className="m-bh-done" role="status">{t('vip.helpDone', { price: bargainPriceText(h.cut) })}</p> : null}
      {h.stage === 'helped' && h.cut === null ? <p className="m-bh-note">{t('vip.helpHelped')}</p> : null}
      {h.refusal ? (
        <p className="m-bh-refusal" role="alert" data-testid="bargain-help-refusal">
          {h.refusal}
        </p>
      ) : null}
      {h.stage === 'canHelp' || h.stage === 'visitor' ? (
        <button type="button" className="m-btn" aria-disabled={h.busy} onClick={() => void help()} data-testid="bargain-help-cut">
          {t(h.stage === 'visitor' ? 'vip.helpLogin' : 'vip.helpCut')}
        </button>
      ) : null}
      {h.stage === 'mine' ? (
        <>
          <p className="m-bh-note">{t('vip.helpMine')}</p>
          <button type="button" className="m-btn" onClick={() => void h.copyLink()} data-testid="bargain-copy">
            {t('vip.bargainCopy')}
          </button>
        </>
      ) : null}
    </section>
  );
}
