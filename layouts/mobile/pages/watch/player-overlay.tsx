// What covers the phone player: spinner, error with retry, VIP / gold / login gates, ads.
import { useLocation, useNavigate } from 'react-router-dom';
import type { WatchModel } from '@src/features/watch/use-watch';
import { ws } from '@src/features/watch/watch-strings';
import { CloseIcon } from '@src/icons/icons';
import { href } from '@src/routes/href';

function Center({ message, action, onAction, disabled, testId }: { message: string; action: string; onAction: () => void; disabled?: boolean; testId: string }) {
  return (
    <div className="m-watch-center" role="alert" data-testid={testId}>
      <p>{message}</p>
      <button type="button" className="m-watch-chip on" disabled={disabled} onClick={onAction} data-testid={`${testId}-action`}>
        {action}
      </button>
    </div>
  );
}

export function PlayerOverlay({ w }: { w: WatchModel }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { page, state, error, ads, gold } = w;
  if (ads.insert) {
    const ad = ads.insert;
    return (
      <div className="m-watch-ad" data-testid="insert-ad">
        <img src={ad.showURL} alt="" onClick={() => ads.click(ad)} />
        <div className="m-watch-ad-bar">
          <span>{ws('adCountdown', { n: Math.max(0, ads.insertLeft) })}</span>
          <button type="button" className="m-watch-chip" onClick={ads.skipInsert} data-testid="ad-skip">
            {ws('adSkip')}
          </button>
        </div>
      </div>
    );
  }
  if (page.status === 'error') return <Center message={page.error} action={ws('retry')} onAction={page.reload} testId="watch-error" />;
  const g = page.gate;
  if (g.kind === 'needVip') return <Center message={g.message} action={ws('openVip')} onAction={() => navigate(href('OpenVip'))} testId="watch-need-vip" />;
  if (g.kind === 'needGold')
    return <Center message={g.message} action={gold.busy ? ws('paying') : ws('payGold', { gold: g.gold })} disabled={gold.busy} onAction={() => void gold.pay()} testId="watch-need-gold" />;
  if (g.kind === 'needLogin')
    return <Center message={g.message} action={ws('login')} onAction={() => navigate(href('Login', {}, { redirect: location.pathname + location.search }))} testId="watch-need-login" />;
  if (g.kind === 'error') return <Center message={g.message} action={ws('retry')} onAction={page.reloadGate} testId="watch-error" />;
  if (state === 'error') return <Center message={error?.message ?? ws('loadFailed')} action={ws('retry')} onAction={w.retry} testId="watch-error" />;
  if (page.status === 'loading' || g.kind === 'loading' || state === 'loading' || state === 'buffering')
    return (
      <div className="m-watch-center" data-testid="watch-loading" style={{ pointerEvents: 'none' }}>
        <div className="m-watch-spinner" />
      </div>
    );
  if (ads.pause) {
    const ad = ads.pause;
    return (
      <div className="m-watch-pause-ad" data-testid="pause-ad">
        <img src={ad.showURL} alt="" onClick={() => ads.click(ad)} />
        <button type="button" className="m-watch-btn" onClick={ads.closePause} aria-label="close">
          <CloseIcon />
        </button>
      </div>
    );
  }
  return null;
}
