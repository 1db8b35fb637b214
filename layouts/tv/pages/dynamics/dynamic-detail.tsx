// /dynamicDetail on TV: the text, labels, location and counts in a text pane (300 px steps), and
// a play button that opens the published video on the watch page's player (where its comments
// are); Back returns to the list.
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { TextPane } from '@focus/text-pane';
import { useT } from '@src/i18n';
import { dynamicState, useDynamicDetail } from '@src/features/publish';
import { href } from '@src/routes/href';
import { relativeTime } from '@src/lib/format';
import { useTvNavigate } from '../../router/navigate';
import { FocusButton } from '../../components/focus-button';
import { usePageReady } from '../../shell/page-context';
import { stateText } from './dynamic-state-text';
import { BadAddress } from '../../components/bad-address';
import './dynamics.css';

export default function DynamicDetailPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const id = Number(new URLSearchParams(useLocation().search).get('id')) || 0;
  const detail = useDynamicDetail(id);
  const tr = detail.data;
  usePageReady(true);
  const playable = !!tr && tr.videoId > 0 && dynamicState(tr) === 'published';
  const missing = !id || (!tr && detail.status !== 'loading');
  // An id naming no dynamic: what is wrong and the way back, as every bad address (issue 42).
  if (detail.status === 'not-found') return <BadAddress kind="not-found" />;
  return (
    // Without the dynamic there is one button only: the page says why an arrow cannot move.
    <div className="tv-dyn-detail" {...(missing ? { 'data-nothing-to-move': 'not-found' } : {})}>
      <div className="tv-page-title">{t('routes.dynamicDetail')}</div>
      <FocusSection focusKey="dynamic-detail/actions" className="tv-dyn-actions">
        {/* One button whose action follows the load (back while loading or missing, play once
            published), so the focused key never changes under the remote. */}
        <FocusButton
          id="main"
          label={playable ? t('dynamics.play') : t('common.back')}
          onPress={() => (playable ? navigate(href('Watch', {}, { id: tr.mediaKey || tr.videoId })) : navigate(-1))}
          testId={playable ? 'dynamic-play' : 'dynamic-back'}
        />
      </FocusSection>
      {missing ? (
        <div className="tv-dyn-meta">{t('dynamics.notFound')}</div>
      ) : tr ? (
        <div className="tv-dyn-body">
          {tr.cover && <img className="tv-dyn-cover" src={tr.cover} alt="" />}
          <TextPane focusKey="dynamic-detail/text" className="tv-dyn-textpane">
            <div className="tv-dyn-meta">
              {tr.user.nickName} · {relativeTime(tr.createdAt)}
            </div>
            <p className="tv-dyn-desc" data-testid="dynamic-text">
              {tr.description}
            </p>
            {tr.label && <div className="tv-dyn-meta">{tr.label.split(',').map((l) => `#${l}`).join(' ')}</div>}
            {tr.location && (
              <div className="tv-dyn-meta" data-testid="dynamic-location">
                {tr.location}
              </div>
            )}
            <div className="tv-dyn-meta">
              {t('dynamics.likes', { n: tr.likeCount })} · {t('dynamics.comments', { n: tr.commentCount })}
            </div>
            {tr.videoId > 0 && !playable && (
              <div className="tv-dyn-meta" data-testid="dynamic-state">
                {stateText(tr)}
              </div>
            )}
          </TextPane>
        </div>
      ) : null}
    </div>
  );
}
