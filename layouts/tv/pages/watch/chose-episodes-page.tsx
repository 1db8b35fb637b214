// TV /choseEpisodes?id=: the episode list of a video (VideoChooseGather); OK plays one.
import { useLocation } from 'react-router-dom';
import { useTvNavigate } from '../../router/navigate';
import { FocusSection } from '@focus/focus-section';
import { useEpisodeList, watchUrl, ws } from '@src/features/watch';
import { FocusButton } from '../../components/focus-button';
import { usePageReady } from '../../shell/page-context';
import './watch.css';

export default function ChoseEpisodesPage() {
  const location = useLocation();
  const navigate = useTvNavigate();
  const { list, failed } = useEpisodeList(location.search);
  usePageReady(!!list);
  return (
    <div style={{ padding: '0.4rem 0.6rem' }} data-testid="chose-episodes">
      <div className="tv-page-title">{ws('episodes')}</div>
      {failed ? <div>{ws('loadFailed')}</div> : null}
      {list ? (
        <FocusSection focusKey="episodes/list" className="tv-watch-row" style={{ flexWrap: 'wrap' }}>
          {list.map((ep, i) => (
            <FocusButton key={ep.id} id={ep.id} index={i} label={ep.title || String(ep.index)} onPress={() => navigate(watchUrl(ep.mediaKey, ep.id), { replace: true })} testId="episode" />
          ))}
        </FocusSection>
      ) : null}
    </div>
  );
}
