// /previewDynamicVideo: the dynamic as it will be seen (the video with its cover, or the
// pictures; text, labels, location) before sending. 发布 sends it and returns to the form,
// where the progress shows; 返回编辑 goes back without sending.
import { useNavigate } from 'react-router-dom';
import { publishDraft, useDraft } from '@src/features/publish';
import { useMt } from '../../text';
import { PublishStep } from './publish-login';
import { useObjectUrl, useObjectUrls } from './object-url';
import { NoVideo } from './no-video';
import './dynamics.css';

export default function PreviewDynamicVideoPage() {
  const t = useMt();
  const has = useDraft((d) => !!d.video || d.images.length > 0);
  return <PublishStep title={t('routes.previewDynamicVideo')}>{has ? <Preview /> : <NoVideo />}</PublishStep>;
}

function Preview() {
  const t = useMt();
  const navigate = useNavigate();
  const d = useDraft((s) => s);
  const videoUrl = useObjectUrl(d.video);
  const coverUrl = useObjectUrl(d.cover);
  const imageUrls = useObjectUrls(d.images);
  return (
    <div className="m-scroll m-publish" data-testid="dynamic-preview">
      {d.video ? (
        <div className="m-publish-video">
          <video src={videoUrl} poster={coverUrl || undefined} controls playsInline preload="metadata" data-testid="preview-video" />
        </div>
      ) : (
        <div className="m-publish-images">
          {imageUrls.map((u) => (
            <img key={u} src={u} alt="" />
          ))}
        </div>
      )}
      {d.description.trim() && (
        <p className="m-dyn-body" data-testid="preview-text">
          {d.description.trim()}
        </p>
      )}
      {d.labels.length > 0 && (
        <div className="m-publish-labels">
          {d.labels.map((l) => (
            <span key={l} className="m-chip">
              #{l}
            </span>
          ))}
        </div>
      )}
      {d.location && (
        <p className="m-dyn-meta" data-testid="preview-location">
          {d.location}
        </p>
      )}
      <div className="m-publish-cover-row">
        <button type="button" className="m-btn m-btn--ghost" onClick={() => navigate(-1)} data-testid="preview-back">
          {t('dynamics.backToEdit')}
        </button>
        <button
          type="button"
          className="m-btn"
          data-testid="preview-send"
          onClick={() => {
            void publishDraft();
            navigate(-1);
          }}
        >
          {t('dynamics.publish')}
        </button>
      </div>
    </div>
  );
}
