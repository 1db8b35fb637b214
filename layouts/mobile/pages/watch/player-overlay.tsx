// What covers the phone player: spinner, error with retry, VIP / gold / login gates, ads.
import { type WatchModel, ws, watchBlock, runBlockAction } from '@src/features/watch';
import { CloseIcon } from '@src/icons/icons';
import { useCarryOut } from '../../shell/use-carry-out';

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
  const carryOut = useCarryOut();
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
    const act = () => {
      const next = runBlockAction(block.action, w);
      if (next && 'back' in next) onLeave();
      else if (next) carryOut(next);
    };
    return <Center message={block.message} action={block.label} disabled={block.disabled} onAction={act} testId={block.testId} />;
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
