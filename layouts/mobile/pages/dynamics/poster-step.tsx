// /dynamicVideoAddPoster and /dynamicVideoEditPoster: the video's cover, from a frame of the
// video (/selectVideoPreview) or from an image (compressed to JPEG 0.8); editing also shows the
// current cover and can remove it.
import { Link } from 'react-router-dom';
import { clearDraftCover, compressImage, setDraftCover, useDraft } from '@src/features/publish';
import { href } from '@src/routes/href';
import { useMt } from '../../text';
import { PublishStep } from './publish-login';
import { useObjectUrl } from './object-url';
import { NoVideo } from './no-video';
import { NESTED_STEP, useStepDone } from './step-back';
import './dynamics.css';

export function PosterStep({ mode }: { mode: 'add' | 'edit' }) {
  const t = useMt();
  const hasVideo = useDraft((d) => !!d.video);
  return <PublishStep title={t(mode === 'add' ? 'routes.dynamicVideoAddPoster' : 'routes.dynamicVideoEditPoster')}>{hasVideo ? <PosterChoice /> : <NoVideo />}</PublishStep>;
}

function PosterChoice() {
  const t = useMt();
  const cover = useDraft((d) => d.cover);
  const url = useObjectUrl(cover);
  const done = useStepDone();
  return (
    <div className="m-scroll m-publish">
      {url && <img className="m-publish-cover" src={url} alt={t('dynamics.cover')} data-testid="poster-current" />}
      <Link className="m-btn m-btn--ghost" to={href('SelectVideoPreview')} state={NESTED_STEP} data-testid="poster-frames">
        {t('dynamics.coverFromFrames')}
      </Link>
      <label className="m-btn m-btn--ghost">
        {t('dynamics.coverFromAlbum')}
        <input
          type="file"
          accept="image/*"
          hidden
          data-testid="poster-image-input"
          onChange={async (e) => {
            const f = e.target.files?.[0];
            if (!f) return;
            setDraftCover(await compressImage(f), 'image');
            done();
          }}
        />
      </label>
      {cover && (
        <button
          type="button"
          className="m-btn m-btn--ghost"
          data-testid="poster-remove"
          onClick={() => {
            clearDraftCover();
            done();
          }}
        >
          {t('dynamics.removeCover')}
        </button>
      )}
    </div>
  );
}
