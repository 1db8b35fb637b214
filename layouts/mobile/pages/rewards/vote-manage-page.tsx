// /voteManage on the phone: the ratings the user gave; each can be moved a point down or up,
// or removed; the title opens the video.
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { SCORE_MAX, SCORE_MIN, stepScore, useMyVotes } from '@src/features/rewards';
import { LoginGate } from '../../components/login-gate/login-gate';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { Page } from '../../components/page/page';
import { watchPath } from '../../components/poster/poster';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './rewards.css';

function Votes() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const v = useMyVotes();
  return (
    <ScrollArea scrollRef={scrollRef} onRefresh={v.list.refresh}>
      <PagedListView list={{ ...v.list, status: v.status }} scrollRef={scrollRef} emptyText={t('rewards.noVotes')}>
        {(items) => (
          <ul className="m-rw-list">
            {items.map((x) => {
              const k = x.video.mediaKey;
              const busy = v.busyKey === k;
              return (
                <li key={x.video.id} data-testid="vote-row" data-media-key={k}>
                  <Link to={watchPath(x.video.id)} className="m-rw-main m-link-reset">
                    <span className="m-rw-title">{x.video.title}</span>
                    <span className="m-rw-sub" data-testid="vote-score">{t('rewards.myScore', { n: x.score })}</span>
                  </Link>
                  <span className="m-rw-score">
                    <button type="button" className="m-rw-btn" aria-label={t('rewards.scoreDown')} disabled={busy || x.score <= SCORE_MIN} onClick={() => void v.change(k, stepScore(x.score, -1))}>
                      -
                    </button>
                    <b>{x.score}</b>
                    <button type="button" className="m-rw-btn" aria-label={t('rewards.scoreUp')} disabled={busy || x.score >= SCORE_MAX} onClick={() => void v.change(k, stepScore(x.score, 1))}>
                      +
                    </button>
                    <button type="button" className="m-rw-btn" data-testid="vote-remove" disabled={busy} onClick={() => void v.remove(k)}>
                      {t('rewards.remove')}
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </PagedListView>
    </ScrollArea>
  );
}

export default function VoteManagePage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.voteManage') }}>
      <LoginGate>{(uid) => <Votes key={uid} />}</LoginGate>
    </Page>
  );
}
