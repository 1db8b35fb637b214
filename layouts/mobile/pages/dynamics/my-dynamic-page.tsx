import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useMyDynamics } from '@src/features/publish';
import { href } from '@src/routes/href';
import { LoginGate } from '../../components/login-gate/login-gate';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { useMt } from '../../text';
import { DynamicItems } from './dynamic-items';
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

function MyList() {
  const t = useMt();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const list = useMyDynamics();
  return (
    <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
      <div className="m-dyn-actions">
        <Link className="m-btn" to={href('PublishDynamic')}>
          {t('routes.publishDynamic')}
        </Link>
      </div>
      <PagedListView list={list} scrollRef={scrollRef} emptyText={t('dynamics.empty')}>
        {(items) => <DynamicItems items={items} />}
      </PagedListView>
    </ScrollArea>
  );
}
