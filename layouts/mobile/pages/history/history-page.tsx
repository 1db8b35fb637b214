import { LoginGate } from '../../components/login-gate/login-gate';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { usePlayRecordList } from '@src/features/history';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { watchPath } from '../../components/poster/poster';
import { useMt } from '../../text';
import { formatDuration, relativeTime } from '@src/lib/format';
import './history-page.css';
import { hideBroken } from '../../components/poster/hide-broken';

const PAGE_SIZE = 20;

/** Play history (/historicalRecords), latest first; needs a logged-in user. */
export default function HistoryPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('history.title') }}>
      {/* Keyed by the user: another user's list never shows, even for one frame. */}
      <LoginGate text={t('history.empty')}>{(uid) => <HistoryList key={uid} />}</LoginGate>
    </Page>
  );
}

function HistoryList() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const list = usePlayRecordList(PAGE_SIZE);
  return (
    <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
      <PagedListView list={list} scrollRef={scrollRef} emptyText={t('history.empty')}>
        {(items) => (
          <ul className="m-history">
            {items.map((r) => (
              <li key={`${r.video.id}:${r.episodeId}`}>
                <Link to={watchPath(r.video.id)} className="m-history-item m-link-reset" data-testid="poster" data-video-id={r.video.id}>
                  <span className="m-history-thumb">
                    <img src={r.video.poster} alt="" loading="lazy" onError={hideBroken} />
                    {r.durationSec > 0 && <span className="m-history-bar" style={{ width: `${Math.min(100, (r.position / r.durationSec) * 100)}%` }} />}
                  </span>
                  <span className="m-history-info">
                    <span className="m-history-title">{r.video.title}</span>
                    {r.video.episodes > 1 && <span className="m-history-meta">{t('common.episode', { n: r.episodeIndex })}</span>}
                    <span className="m-history-meta">{t('history.watchedTo', { time: formatDuration(r.position) })}</span>
                    <span className="m-history-meta">{relativeTime(r.updatedAt)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </ScrollArea>
  );
}
