// /selectVideoPreview: frames spread over the picked video (framesList); the chosen one becomes
// the cover (drawn full size, JPEG 0.8) and the user returns to the form.
import { useState } from 'react';
import { useDraft, useFrameChoice, useVideoFrames, type VideoFrame } from '@src/features/publish';
import { EmptyState } from '../../components/empty-state/empty-state';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import { PublishStep } from './publish-login';
import { useObjectUrl, useObjectUrls } from './object-url';
import { NoVideo } from './no-video';
import { useStepDone } from './step-back';
import './dynamics.css';

export default function SelectVideoPreviewPage() {
  const t = useMt();
  const hasVideo = useDraft((d) => !!d.video);
  return <PublishStep title={t('routes.selectVideoPreview')}>{hasVideo ? <FramePicker /> : <NoVideo />}</PublishStep>;
}

function FramePicker() {
  const t = useMt();
  const frames = useVideoFrames();
  const chosen = useDraft((d) => (d.coverSource === 'frame' ? d.coverTime : null));
  const [time, setTime] = useState<number | null>(chosen);
  const done = useStepDone();
  const choice = useFrameChoice();
  const busy = choice.busy;
  const list: readonly VideoFrame[] = frames.data ?? [];
  const selected = list.find((f) => f.time === time) ?? null;
  const bigUrl = useObjectUrl(selected?.thumb);
  const thumbs = useObjectUrls(list.map((f) => f.thumb));

  const confirm = async () => {
    if (!selected) return;
    // Back to the publish form (one page, or two from the poster step): this layout's way back.
    if ((await choice.run(selected.time)).ok) done();
  };

  return (
    <div className="m-scroll m-publish">
      {/* A file the browser cannot decode has no frames: said plainly, not as a network failure. */}
      {frames.status === 'error' || frames.status === 'network-error' || frames.status === 'empty' ? (
        <EmptyState text={t('dynamics.framesFailed')} subText="" />
      ) : (
      <LoadingWrapper status={frames.status}>
        <p className="m-publish-label-title">{t('dynamics.pickFrame')}</p>
        {bigUrl && <img className="m-publish-cover" src={bigUrl} alt={t('dynamics.cover')} data-testid="frame-chosen" />}
        <div className="m-frames">
          {list.map((f, i) => (
            <button key={f.time} type="button" className={`m-frame${f.time === time ? ' m-frame--on' : ''}`} aria-pressed={f.time === time} data-testid="frame" data-time={f.time} onClick={() => setTime(f.time)}>
              <img src={thumbs[i]} alt="" />
            </button>
          ))}
        </div>
        <button type="button" className="m-btn" data-testid="frame-confirm" disabled={!selected || busy} onClick={() => void confirm()}>
          {t('common.confirm')}
        </button>
      </LoadingWrapper>
      )}
    </div>
  );
}
