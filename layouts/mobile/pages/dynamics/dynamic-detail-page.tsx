import { Link, useSearchParams } from 'react-router-dom';
import { dynamicState, useDynamicDetail } from '@src/features/publish';
import { href } from '@src/routes/href';
import { relativeTime } from '@src/lib/format';
import { Page } from '../../components/page/page';
import { EmptyState } from '../../components/empty-state/empty-state';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { useMt } from '../../text';
import { MobileComments } from '../watch/mobile-comments';
import { useStateText } from './state-text';
import './dynamics.css';

/**
 * /dynamicDetail?id: author, text, labels, location, pictures, likes; a published video plays on
 * the watch page's player and its comments are shown (and written) here.
 */
export default function DynamicDetailPage() {
  const t = useMt();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useDynamicDetail(id);
  const stateText = useStateText();
  const tr = detail.data;
  const published = !!tr && tr.videoId > 0 && dynamicState(tr) === 'published';
  return (
    <Page nav={{ title: t('routes.dynamicDetail') }}>
      <div className="m-scroll m-dyn-detail">
        {!id ? (
          <EmptyState text={t('dynamics.notFound')} />
        ) : !tr ? (
          <LoadingWrapper status={detail.status} onRefresh={detail.reload} emptyText={t('dynamics.notFound')} />
        ) : (
          <>
            <Link className="m-dyn-author m-link-reset" to={href('Space', { id: tr.user.userId })} data-testid="dynamic-author">
              {tr.user.nickName} · {relativeTime(tr.createdAt)}
            </Link>
            <p className="m-dyn-body" data-testid="dynamic-text">
              {tr.description}
            </p>
            {tr.label && (
              <div className="m-publish-labels" data-testid="dynamic-labels">
                {tr.label.split(',').map((l) => (
                  <span key={l} className="m-chip">
                    #{l}
                  </span>
                ))}
              </div>
            )}
            {tr.location && (
              <p className="m-dyn-meta" data-testid="dynamic-location">
                {tr.location}
              </p>
            )}
            {tr.videoId > 0 &&
              (published ? (
                <Link to={href('Watch', {}, { id: tr.mediaKey || tr.videoId })} className="m-dyn-play m-link-reset" data-testid="dynamic-play">
                  {tr.cover && <img src={tr.cover} alt="" />}
                  <span className="m-btn">{t('dynamics.play')}</span>
                </Link>
              ) : (
                <p className="m-dyn-meta" data-testid="dynamic-state">
                  {stateText(tr)}
                </p>
              ))}
            {tr.videoId === 0 && tr.images.length > 0 && (
              <div className="m-publish-images">
                {tr.images.map((u) => (
                  <img key={u} src={u} alt="" />
                ))}
              </div>
            )}
            <p className="m-dyn-meta" data-testid="dynamic-counts">
              {t('dynamics.likes', { n: tr.likeCount })}
              {/* A published video's comments list shows its own count. */}
              {published ? null : ` · ${t('dynamics.comments', { n: tr.commentCount })}`}
            </p>
            {published && tr.mediaKey ? <MobileComments mediaKey={tr.mediaKey} /> : null}
          </>
        )}
      </div>
    </Page>
  );
}
