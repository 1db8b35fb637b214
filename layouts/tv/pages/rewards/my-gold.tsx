// /myGold on TV: the balance, a filter (all, earned, spent) and every record, rows the remote
// walks through.
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import { useT } from '@src/i18n';
import { GOLD_FILTERS, signedAmount, useMyGold } from '@src/features/rewards';
import { recordTime } from '@src/features/vip';
import { href } from '@src/routes/href';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { SignedIn, TextRow } from './parts';
import './rewards.css';

function Gold() {
  const t = useT();
  const navigate = useTvNavigate();
  const { list, balance, filter, setFilter } = useMyGold();
  usePageReady(list.status !== 'loading');
  const more = list.items.length > 0 && (list.footer === 0 || list.footer === 3);
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.myGold')}</div>
      <div className="tv-rw-head">
        {t('rewards.balance')}
        <span className="tv-rw-big" data-testid="gold-balance">{balance ?? '-'}</span>
      </div>
      <FocusSection focusKey="gold/bar" className="tv-rw-bar">
        {GOLD_FILTERS.map((f) => (
          <FocusButton key={f.type} id={`f${f.type}`} className={f.type === filter ? 'tv-rw-on' : undefined} label={t(f.key)} onPress={() => setFilter(f.type)} />
        ))}
        <FocusButton id="tasks" label={t('routes.taskCenter')} onPress={() => navigate(href('TaskCenter'))} />
        <FocusButton id="sign" label={t('routes.signIn')} onPress={() => navigate(href('SignIn'))} />
      </FocusSection>
      <LoadingWrapper status={list.status} onRefresh={() => void list.refresh()} emptyText={t('rewards.noGold')}>
        <FocusSection focusKey={`gold/records/${filter}`} className="tv-rw">
          {list.items.map((r) => (
            <TextRow
              key={r.id}
              id={r.id}
              testId="gold-record"
              left={r.title}
              sub={`${recordTime(r.createdAt)}  ${t('rewards.balance')} ${r.balance}`}
              right={<span className={r.amount > 0 ? 'tv-rw-plus' : 'tv-rw-minus'}>{signedAmount(r.amount)}</span>}
            />
          ))}
          {more ? <FocusButton id="more" label={t('common.more')} onPress={list.loadMore} /> : null}
        </FocusSection>
      </LoadingWrapper>
    </ScrollPane>
  );
}

export default function MyGoldPage() {
  return <SignedIn title="routes.myGold">{(uid) => <Gold key={uid} />}</SignedIn>;
}
