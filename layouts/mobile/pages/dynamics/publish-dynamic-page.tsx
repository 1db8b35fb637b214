import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { compressImage, DYNAMIC_TEXT_MAX, grabVideoFrame, usePublish, useTrendLabels } from '@src/features/publish';
import { useSession } from '@src/stores/session';
import { href } from '@src/routes/href';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useMt } from '../../text';
import './dynamics.css';

const MAX_IMAGES = 9;

/** /publishDynamic: pick a video or images, write, choose labels and a cover, send with progress. */
export default function PublishDynamicPage() {
  const t = useMt();
  const navigate = useNavigate();
  const loggedIn = useSession((s) => !!s.user);
  if (!loggedIn) {
    return (
      <Page nav={{ title: t('routes.publishDynamic') }}>
        <div className="m-scroll">
          <EmptyState text={t('user.loginTip')}>
            <button type="button" className="m-btn" onClick={() => navigate(href('Login', {}, { redirect: href('PublishDynamic') }))}>
              {t('common.goLogin')}
            </button>
          </EmptyState>
        </div>
      </Page>
    );
  }
  return <PublishForm />;
}

function useObjectUrl(blob: Blob | null): string {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : ''), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function PublishForm() {
  const t = useMt();
  const model = usePublish();
  const labels = useTrendLabels();
  const [video, setVideo] = useState<File | null>(null);
  const [images, setImages] = useState<Blob[]>([]);
  const [cover, setCover] = useState<Blob | null>(null);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [hint, setHint] = useState('');
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const videoUrl = useObjectUrl(video);
  const coverUrl = useObjectUrl(cover);
  const imageUrls = useMemo(() => images.map((b) => URL.createObjectURL(b)), [images]);
  useEffect(() => () => imageUrls.forEach((u) => URL.revokeObjectURL(u)), [imageUrls]);
  const { state } = model;
  const busy = state.uploading;

  const toggleLabel = (name: string) => setPicked((p) => (p.includes(name) ? p.filter((x) => x !== name) : [...p, name]));

  const send = async () => {
    if (!text.trim() && !video && images.length === 0) {
      setHint(t('dynamics.needContent'));
      return;
    }
    setHint('');
    await model.publish({ video: video ?? undefined, cover: cover ?? undefined, images, description: text.trim(), labels: picked });
  };

  return (
    <Page nav={{ title: t('routes.publishDynamic') }}>
      <div className="m-scroll m-publish">
        <textarea className="m-publish-text" data-testid="publish-text" maxLength={DYNAMIC_TEXT_MAX} placeholder={t('dynamics.descPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} disabled={busy} />
        <div className="m-publish-pick">
          <label className="m-btn m-btn--ghost">
            {t('dynamics.chooseVideo')}
            <input
              type="file"
              accept="video/*"
              hidden
              data-testid="publish-video-input"
              disabled={busy}
              onChange={(e) => {
                const f = e.target.files?.[0] ?? null;
                setVideo(f);
                setImages([]);
                setCover(null);
              }}
            />
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
              onChange={async (e) => {
                const files = [...(e.target.files ?? [])].slice(0, MAX_IMAGES);
                setVideo(null);
                setCover(null);
                setImages(await Promise.all(files.map((f) => compressImage(f))));
              }}
            />
          </label>
        </div>
        {video && (
          <div className="m-publish-video">
            <video ref={videoRef} src={videoUrl} controls muted playsInline preload="auto" data-testid="publish-preview" />
            <div className="m-publish-cover-row">
              <button type="button" className="m-btn m-btn--ghost" data-testid="cover-from-frame" disabled={busy} onClick={async () => videoRef.current && setCover(await grabVideoFrame(videoRef.current))}>
                {t('dynamics.coverFromFrame')}
              </button>
              <label className="m-btn m-btn--ghost">
                {t('dynamics.coverFromImage')}
                <input type="file" accept="image/*" hidden disabled={busy} onChange={async (e) => e.target.files?.[0] && setCover(await compressImage(e.target.files[0]))} />
              </label>
            </div>
            {coverUrl && <img className="m-publish-cover" src={coverUrl} alt={t('dynamics.cover')} data-testid="publish-cover" />}
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
              <button key={l.id} type="button" className={`m-chip${picked.includes(l.name) ? ' m-chip--on' : ''}`} aria-pressed={picked.includes(l.name)} onClick={() => toggleLabel(l.name)} disabled={busy}>
                {l.name}
              </button>
            ))}
          </div>
        )}
        {hint && <p className="m-publish-hint">{hint}</p>}
        {(busy || state.progress > 0) && (
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
        {state.trendId > 0 ? (
          <div className="m-publish-done" data-testid="publish-done">
            <p>{t('dynamics.publishedTip')}</p>
            <Link className="m-btn" to={href('MyDynamic')}>
              {t('dynamics.toMyDynamic')}
            </Link>
          </div>
        ) : busy ? (
          <button type="button" className="m-btn m-btn--ghost" data-testid="publish-cancel" onClick={model.cancel}>
            {t('dynamics.cancelUpload')}
          </button>
        ) : (
          <button type="button" className="m-btn" data-testid="publish-send" onClick={send}>
            {t('dynamics.publish')}
          </button>
        )}
      </div>
    </Page>
  );
}
