// The publish progress of spec 001 §4 (1, up to 80, 90, 95, 100), the failure, the cancel
// button while sending, and the way to the user's dynamics once published.
import { Link } from 'react-router-dom';
import type { PublishState } from '@src/features/publish';
import { href } from '@src/routes/href';
import { useMt } from '../../text';

export function PublishProgress({ state, onCancel }: { state: PublishState; onCancel: () => void }) {
  const t = useMt();
  return (
    <>
      {(state.uploading || state.progress > 0) && (
        <div className="m-publish-progress" data-testid="publish-progress" data-progress={state.progress}>
          <div className="m-publish-bar" style={{ width: `${state.progress}%` }} />
          <span>{t('dynamics.uploading', { n: state.progress })}</span>
        </div>
      )}
      {state.uploadErr && (
        <p className="m-publish-hint" data-testid="publish-error">
          {state.errorText || t('dynamics.uploadFailed')}
        </p>
      )}
      {state.trendId > 0 && (
        <div className="m-publish-done" data-testid="publish-done">
          <p>{t('dynamics.publishedTip')}</p>
          <Link className="m-btn" to={href('MyDynamic')}>
            {t('dynamics.toMyDynamic')}
          </Link>
        </div>
      )}
      {state.uploading && (
        <button type="button" className="m-btn m-btn--ghost" data-testid="publish-cancel" onClick={onCancel}>
          {t('dynamics.cancelUpload')}
        </button>
      )}
    </>
  );
}
