// What covers the phone player: spinner, error with retry, VIP / gold / login gates, ads.
import { useLocation, useNavigate } from 'react-router-dom';
import { type WatchModel, ws, watchBlock, type BlockAction } from '@src/features/watch';
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

export function PlayerOverlay({ w, onLeave }: { w: WatchModel; onLeave: () => void }) {
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
  const g = page.gate;
  const block = watchBlock({ pageStatus: page.status, pageError: page.error, gate: g, playerState: state, playerError: error?.message, playerErrorKind: error?.kind, goldBusy: gold.busy });
  if (block) {
    const act: Record<BlockAction, () => void> = {
      reloadPage: page.reload,
      reloadGate: page.reloadGate,
      openVip: () => navigate(href('OpenVip')),
      payGold: () => void gold.pay(),
      login: () => navigate(href('Login', {}, { redirect: location.pathname + location.search })),
      retryPlayer: w.retry,
      leave: onLeave,
    };
    return <Center message={block.message} action={block.label} disabled={block.disabled} onAction={act[block.action]} testId={block.testId} />;
  }
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
