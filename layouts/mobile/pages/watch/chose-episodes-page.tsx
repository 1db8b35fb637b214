// Mobile /choseEpisodes?id=: the episode list (VideoChooseGather); a tap plays one.
import { useLocation, useNavigate } from 'react-router-dom';
import { useEpisodeList, watchUrl, ws } from '@src/features/watch';
import { Page } from '../../components/page/page';
import './watch-page.css';

export default function ChoseEpisodesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { list, failed } = useEpisodeList(location.search);
  return (
    <Page nav={{ title: ws('episodes') }}>
      <div className="m-watch-body" data-testid="chose-episodes">
        {failed ? <div className="m-watch-meta">{ws('loadFailed')}</div> : null}
        <div className="m-watch-actions">
          {list?.map((ep) => (
            <button key={ep.id} type="button" className="m-watch-chip" data-testid="episode" onClick={() => navigate(watchUrl(ep.mediaKey, ep.id), { replace: true })}>
              {ep.title || ep.index}
            </button>
          ))}
        </div>
      </div>
    </Page>
  );
}
