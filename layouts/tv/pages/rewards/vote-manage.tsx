// /voteManage on TV: one row per rated video: open it, one point down or up, or remove the rating.
import { memo, useEffect, useRef } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusTo } from '@focus/focus-scope';
import { useT } from '@src/i18n';
import { stepScore, useMyVotes, type MyVote } from '@src/features/rewards';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { watchPath } from '../../components/poster-card';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { SignedIn } from './parts';
import './rewards.css';

const VoteRow = memo(function VoteRow({ vote, change, remove }: { vote: MyVote; change: (k: string, s: number) => void; remove: (k: string) => void }) {
  const t = useT();
  const navigate = useTvNavigate();
  const key = vote.video.mediaKey;
  return (
    <FocusSection focusKey={`votes/${vote.video.id}`} className="tv-rw-vote" attrs={{ 'data-testid': 'vote-row', 'data-media-key': key }}>
      <FocusButton id="open" className="tv-rw-vote-title" label={vote.video.title} onPress={() => navigate(watchPath(vote.video))} />
      <FocusButton id="down" label={t('rewards.scoreDown')} onPress={() => change(key, stepScore(vote.score, -1))} testId="vote-down" />
      <span className="tv-rw-score" data-testid="vote-score">{t('rewards.myScore', { n: vote.score })}</span>
      <FocusButton id="up" label={t('rewards.scoreUp')} onPress={() => change(key, stepScore(vote.score, 1))} testId="vote-up" />
      <FocusButton id="remove" label={t('rewards.remove')} onPress={() => remove(key)} testId="vote-remove" />
    </FocusSection>
  );
});

function Votes() {
  const t = useT();
  const v = useMyVotes();
  usePageReady(v.status !== 'loading');
  const focusTo = useFocusTo();
  // A removed row had focus: it moves to the row that took its place (or the empty state's Back).
  const removedAt = useRef<number | null>(null);
  const items = v.list.items;
  useEffect(() => {
    if (removedAt.current === null) return;
    const i = Math.min(removedAt.current, items.length - 1);
    removedAt.current = null;
    void focusTo(i >= 0 ? `votes/${items[i].video.id}` : 'empty-back');
  }, [items, focusTo]);
  const remove = (k: string) => {
    removedAt.current = items.findIndex((x) => x.video.mediaKey === k);
    void v.remove(k);
  };
  const more = v.list.items.length > 0 && (v.list.footer === 0 || v.list.footer === 3);
  return (
    <>
      <div className="tv-page-title">{t('routes.voteManage')}</div>
      <LoadingWrapper status={v.status} onRefresh={() => void v.list.refresh()} emptyText={t('rewards.noVotes')}>
        <FocusSection focusKey="votes" className="tv-rw">
          {v.list.items.map((x) => (
            <VoteRow key={x.video.id} vote={x} change={(k, s) => void v.change(k, s)} remove={remove} />
          ))}
          {more ? <FocusButton id="more" label={t('common.more')} onPress={v.list.loadMore} /> : null}
        </FocusSection>
      </LoadingWrapper>
    </>
  );
}

export default function VoteManagePage() {
  return <SignedIn title="routes.voteManage">{(uid) => <Votes key={uid} />}</SignedIn>;
}
