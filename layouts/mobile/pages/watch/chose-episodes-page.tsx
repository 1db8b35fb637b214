// Mobile /choseEpisodes?id=: the episode list (VideoChooseGather); a tap plays one.
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Episode } from '@src/api/contract/common';
import { loadEpisodes } from '@src/features/watch/video-page-data';
import { watchTargetFrom, watchUrl } from '@src/features/watch/watch-target';
import { ws } from '@src/features/watch/watch-strings';
import { Page } from '../../components/page/page';
import './watch-page.css';

export default function ChoseEpisodesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = useMemo(() => watchTargetFrom(location.search), [location.search]);
  const [list, setList] = useState<Episode[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!target) return setFailed(true);
    let live = true;
    loadEpisodes(target.key).then((l) => live && setList(l), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [target]);
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
