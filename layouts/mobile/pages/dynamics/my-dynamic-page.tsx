import { LoginGate } from '../../components/login-gate/login-gate';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { dynamicState, useMyDynamics } from '@src/features/publish';
import type { Trend } from '@src/api/contract/trends';
import { href } from '@src/routes/href';
import { relativeTime } from '@src/lib/format';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { hideBroken } from '../../components/poster/hide-broken';
import { useMt } from '../../text';
import './dynamics.css';

/** /myDynamic: the user's dynamics, newest first, each with its video's state. */
export default function MyDynamicPage() {
  const t = useMt();
  return (
    <Page nav={{ title: t('routes.myDynamic') }}>
      <LoginGate text={t('user.loginTip')} subText={null} redirect={href('MyDynamic')}>
        {(uid) => <MyList key={uid} />}
      </LoginGate>
    </Page>
  );
}

export function useStateText(): (tr: Trend) => string {
  const t = useMt();
  return (tr) => {
    const st = dynamicState(tr);
    if (st === 'processing') return tr.progress !== undefined ? t('dynamics.processingProgress', { n: tr.progress }) : t('dynamics.processing');
    if (st === 'failed') return `${t('dynamics.failed')}${tr.reason ? `：${tr.reason}` : ''}`;
    if (st === 'published') return t('dynamics.published');
    return '';
  };
}

function MyList() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const list = useMyDynamics();
  const stateText = useStateText();
  return (
    <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
      <div className="m-dyn-actions">
        <Link className="m-btn" to={href('PublishDynamic')}>
          {t('routes.publishDynamic')}
        </Link>
      </div>
      <PagedListView list={list} scrollRef={scrollRef} emptyText={t('dynamics.empty')}>
        {(items) => (
          <ul className="m-dyn-list">
            {items.map((tr) => (
              <li key={tr.id}>
                <Link to={href('DynamicDetail', {}, { id: tr.id })} className="m-dyn-item m-link-reset" data-testid="dynamic-item" data-state={dynamicState(tr)} data-id={tr.id}>
                  {tr.cover ? <img className="m-dyn-thumb" src={tr.cover} alt="" loading="lazy" onError={hideBroken} /> : <span className="m-dyn-thumb" />}
                  <span className="m-dyn-info">
                    <span className="m-dyn-text">{tr.description}</span>
                    <span className="m-dyn-meta" data-testid="dynamic-state">
                      {stateText(tr)}
                    </span>
                    <span className="m-dyn-meta">{relativeTime(tr.createdAt)}</span>
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
