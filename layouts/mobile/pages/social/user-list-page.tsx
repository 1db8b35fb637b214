// /userListPage?uid&type: a user's fans (type 0) or follows (type 1), with follow toggles.
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { href } from '@src/routes/href';
import { useFollowOverrides, useUserList } from '@src/features/social';
import { useSession } from '@src/stores/session';
import { PagedListView } from '../../components/load-more/paged-list-view';
import { Page } from '../../components/page/page';
import { ScrollArea } from '../../components/scroll-area/scroll-area';
import { TabList } from '../../components/tab-list/tab-list';
import { useMt } from '../../text';
import { FollowButton } from './follow-button';
import { UserRow } from './user-row';
import './social.css';

export default function UserListPage() {
  const t = useMt();
  const [params, setParams] = useSearchParams();
  const me = useSession((s) => s.user?.id ?? 0);
  const uid = Number(params.get('uid')) || me;
  const type = params.get('type') === '1' ? 1 : 0;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const list = useUserList(uid, type);
  const { selfUid, view, press } = useFollowOverrides();
  return (
    <Page nav={{ title: t('routes.userListPage') }}>
      <TabList
        items={[{ id: '0', label: t('space.fans') }, { id: '1', label: t('space.follows') }]}
        labelKey="label"
        idKey="id"
        activeId={String(type)}
        testId="user-list-tabs"
        onChange={(k) =>
          setParams(
            (p) => {
              p.set('type', String(k));
              if (!p.get('uid') && uid) p.set('uid', String(uid));
              return p;
            },
            { replace: true },
          )
        }
      />
      {type === 1 && uid === me ? (
        <Link className="m-user-list-more" to={href('MoreFocus')} data-testid="open-more-focus">
          {t('browse.moreFocus')}
        </Link>
      ) : null}
      <ScrollArea scrollRef={scrollRef} onRefresh={list.refresh}>
        <PagedListView list={list} scrollRef={scrollRef} emptyText={type === 0 ? t('space.fansEmpty') : t('space.followsEmpty')}>
          {(items) => (
            <div>
              {items.map((u) => {
                const v = view(u);
                return <UserRow key={u.userId} user={v} action={<FollowButton user={v} selfUid={selfUid} onPress={(x) => void press(x)} />} />;
              })}
            </div>
          )}
        </PagedListView>
      </ScrollArea>
    </Page>
  );
}
