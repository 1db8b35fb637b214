// /publishDynamic: pick a video or images, write, choose labels, category, location and a
// cover, preview, send with progress. The draft lives in the publish feature's store, so the
// steps (/selectVideoPreview, /dynamicVideoAddPoster, /getUserLocation, /previewDynamicVideo)
// are pages of their own and the upload goes on while the user looks at them.
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  categoryCid, cidCategory, compressImage, DYNAMIC_TEXT_MAX, grabVideoFrame, setDraftCategory, setDraftCover, setDraftImages, setDraftText,
  setDraftVideo, toggleDraftLabel, useDraft, usePublish, usePublishPoint, useTrendLabels,
} from '@src/features/publish';
import { useNavigation } from '@src/features/catalog';
import { href } from '@src/routes/href';
import { useMt } from '../../text';
import { PublishStep } from './publish-login';
import { useObjectUrl, useObjectUrls } from './object-url';
import { PublishProgress } from './publish-progress';
import './dynamics.css';

const MAX_IMAGES = 9;

export default function PublishDynamicPage() {
  const t = useMt();
  return (
    <PublishStep title={t('routes.publishDynamic')}>
      <PublishForm />
    </PublishStep>
  );
}

function PublishForm() {
  const t = useMt();
  const model = usePublish();
  const labels = useTrendLabels();
  // Asked before a video is picked: over the quota, the picker is off and the server's reason shows.
  const point = usePublishPoint();
  const noVideo = point.data?.canPublish === 0;
  const categories = useNavigation(true);
  const draft = useDraft((d) => d);
  const [hint, setHint] = useState('');
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const videoUrl = useObjectUrl(draft.video);
  const coverUrl = useObjectUrl(draft.cover);
  const imageUrls = useObjectUrls(draft.images);
  const { state } = model;
  const busy = state.uploading;
  const pickedCategory = cidCategory(draft.category);

  const send = async () => {
    if (!model.canSend()) {
      setHint(t('dynamics.needContent'));
      return;
    }
    setHint('');
    await model.publish();
  };

  return (
    <div className="m-scroll m-publish">
      <textarea
        className="m-publish-text"
        data-testid="publish-text"
        maxLength={DYNAMIC_TEXT_MAX}
        placeholder={t('dynamics.descPlaceholder')}
        value={draft.description}
        onChange={(e) => setDraftText(e.target.value)}
        disabled={busy}
      />
      {noVideo ? (
        <p className="m-publish-quota" role="alert" data-testid="publish-quota">
          {point.data?.tips || t('dynamics.cannotPublishVideo')}
        </p>
      ) : null}
      <div className="m-publish-pick">
        <label className="m-btn m-btn--ghost" aria-disabled={noVideo || undefined}>
          {t('dynamics.chooseVideo')}
          <input type="file" accept="video/*" hidden data-testid="publish-video-input" disabled={busy || noVideo} onChange={(e) => setDraftVideo(e.target.files?.[0] ?? null)} />
        </label>
        <label className="m-btn m-btn--ghost">
          {t('dynamics.chooseImages')}
          <input
            type="file"
            accept="image/*"
            multiple
            hidden
            data-testid="publish-image-input"
            disabled={busy}
            onChange={async (e) => setDraftImages(await Promise.all([...(e.target.files ?? [])].slice(0, MAX_IMAGES).map((f) => compressImage(f))))}
          />
        </label>
      </div>
      {draft.video && (
        <div className="m-publish-video">
          <video ref={videoRef} src={videoUrl} controls muted playsInline preload="auto" data-testid="publish-preview" />
          <div className="m-publish-cover-row">
            <button
              type="button"
              className="m-btn m-btn--ghost"
              data-testid="cover-from-frame"
              disabled={busy}
              onClick={async () => videoRef.current && setDraftCover(await grabVideoFrame(videoRef.current), 'frame', videoRef.current.currentTime)}
            >
              {t('dynamics.coverFromFrame')}
            </button>
            {draft.cover ? (
              <Link className="m-btn m-btn--ghost" to={href('DynamicVideoEditPoster')} data-testid="cover-edit">
                {t('dynamics.editCover')}
              </Link>
            ) : (
              <Link className="m-btn m-btn--ghost" to={href('DynamicVideoAddPoster')} data-testid="cover-add">
                {t('dynamics.addCover')}
              </Link>
            )}
          </div>
          {coverUrl && <img className="m-publish-cover" src={coverUrl} alt={t('dynamics.cover')} data-testid="publish-cover" data-source={draft.coverSource ?? ''} />}
        </div>
      )}
      {imageUrls.length > 0 && (
        <div className="m-publish-images">
          {imageUrls.map((u) => (
            <img key={u} src={u} alt="" />
          ))}
        </div>
      )}
      {(labels.data?.length ?? 0) > 0 && (
        <div className="m-publish-labels">
          <span className="m-publish-label-title">{t('dynamics.labels')}</span>
          {labels.data?.map((l) => (
            <button key={l.id} type="button" className={`m-chip${draft.labels.includes(l.name) ? ' m-chip--on' : ''}`} aria-pressed={draft.labels.includes(l.name)} onClick={() => toggleDraftLabel(l.name)} disabled={busy}>
              {l.name}
            </button>
          ))}
        </div>
      )}
      {draft.video && (categories.data?.length ?? 0) > 0 && (
        <div className="m-publish-labels" data-testid="publish-categories">
          <span className="m-publish-label-title">{t('dynamics.category')}</span>
          {categories.data?.map((c) => (
            <button key={c.id} type="button" className={`m-chip${pickedCategory === c.id ? ' m-chip--on' : ''}`} aria-pressed={pickedCategory === c.id} onClick={() => setDraftCategory(categoryCid(c.id))} disabled={busy}>
              {c.name}
            </button>
          ))}
        </div>
      )}
      <Link className="m-publish-row m-link-reset" to={href('GetUserLocation')} data-testid="publish-location">
        <span>{t('dynamics.location')}</span>
        <span className="m-publish-row-value">{draft.location || t('dynamics.noLocation')}</span>
      </Link>
      {hint && <p className="m-publish-hint">{hint}</p>}
      <PublishProgress state={state} onCancel={model.cancel} />
      {state.trendId === 0 && !busy && (
        <div className="m-publish-cover-row">
          {(draft.video || draft.images.length > 0) && (
            <Link className="m-btn m-btn--ghost" to={href('PreviewDynamicVideo')} data-testid="publish-preview-link">
              {t('dynamics.preview')}
            </Link>
          )}
          <button type="button" className="m-btn" data-testid="publish-send" onClick={send}>
            {t('dynamics.publish')}
          </button>
        </div>
      )}
    </div>
  );
}
