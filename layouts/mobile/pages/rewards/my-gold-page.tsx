// /myGold on the phone: the balance, a filter (all, earned, spent) and every record.
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { GOLD_FILTERS, signedAmount, useMyGold } from '@src/features/rewards';
import { recordTime } from '@src/features/vip';
import { href } from '@src/routes/href';
import { LoginGate } from '../../components/login-gate/login-gate';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { useMt } from '../../text';
import './rewards.css';

function Gold() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const { list, balance, filter, setFilter } = useMyGold();
  return (
    <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
      <div className="m-rw-head">
        {t('rewards.balance')}
        <span className="m-rw-big" data-testid="gold-balance">{balance ?? '-'}</span>
      </div>
      <div className="m-rw-chips">
        {GOLD_FILTERS.map((f) => (
          <button key={f.type} type="button" className={`m-rw-chip${f.type === filter ? ' is-on' : ''}`} onClick={() => setFilter(f.type)}>
            {t(f.key)}
          </button>
        ))}
        <Link className="m-rw-chip" to={href('TaskCenter')}>{t('routes.taskCenter')}</Link>
        <Link className="m-rw-chip" to={href('SignIn')}>{t('routes.signIn')}</Link>
      </div>
      <PagedListView list={list} scrollRef={scrollRef} emptyText={t('rewards.noGold')}>
        {(items) => (
          <ul className="m-rw-list">
            {items.map((r) => (
              <li key={r.id} data-testid="gold-record">
                <span className="m-rw-main">
                  <span className="m-rw-title">{r.title}</span>
                  <span className="m-rw-sub">{`${recordTime(r.createdAt)}  ${t('rewards.balance')} ${r.balance}`}</span>
                </span>
                <span className={r.amount > 0 ? 'm-rw-plus' : 'm-rw-minus'}>{signedAmount(r.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </PagedListView>
    </ScrollArea>
  );
}

export default function MyGoldPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.myGold') }}>
      <LoginGate>{(uid) => <Gold key={uid} />}</LoginGate>
    </Page>
  );
}
