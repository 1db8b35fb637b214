// /userListPage?uid&type on TV: fans (0) or follows (1): a switch between the two, and rows
// whose OK opens the space; the follow button sits to the right of each row.
import { memo, useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { ScrollPane } from '@focus/scroll-pane';
import type { SocialUser } from '@src/api/contract/social';
import { socialFollowState, useFollowOverrides, useUserList } from '@src/features/social';
import { useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import '../chat/chat.css';
import './social.css';

const Row = memo(function Row({ user, selfUid, onPress, onOpen }: { user: SocialUser; selfUid: number; onPress: (u: SocialUser) => void; onOpen: (u: SocialUser) => void }) {
  const t = useT();
  const follow = socialFollowState(user, selfUid);
  return (
    <FocusSection focusKey={`user/${user.userId}`} className="tv-user-row">
      <FocusButton id="open" testId="user-row" label={user.nickName} onPress={() => onOpen(user)} className="tv-user-row-name" />
      {follow ? <FocusButton id="follow" testId="follow-button" label={t(follow.labelKey)} onPress={() => onPress(user)} /> : null}
    </FocusSection>
  );
});

export default function UserListPage() {
  const t = useT();
  const navigate = useTvNavigate();
  const { search, pathname } = useLocation();
  const q = new URLSearchParams(search);
  const me = useSession((s) => s.user?.id ?? 0);
  const uid = Number(q.get('uid')) || me;
  const type = q.get('type') === '1' ? 1 : 0;
  const list = useUserList(uid, type);
  const { selfUid, view, press } = useFollowOverrides();
  usePageReady(list.status !== 'loading' || uid === 0);
  const open = useCallback((u: SocialUser) => navigate(href('Space', { id: u.userId })), [navigate]);
  const onPress = useCallback((u: SocialUser) => void press(u), [press]);
  const switchTo = (next: 0 | 1) => navigate(`${pathname}?uid=${uid}&type=${next}`, { replace: true });
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.userListPage')}</div>
      <FocusSection focusKey="userlist/tabs" className="tv-chat-quick">
        <FocusButton id="fans" label={t('space.fans')} className={type === 0 ? 'current' : undefined} onPress={() => switchTo(0)} />
        <FocusButton id="follows" label={t('space.follows')} className={type === 1 ? 'current' : undefined} onPress={() => switchTo(1)} />
        {type === 1 && uid === me ? <FocusButton id="more-focus" label={t('browse.moreFocus')} onPress={() => navigate(href('MoreFocus'))} testId="open-more-focus" /> : null}
      </FocusSection>
      <LoadingWrapper status={list.status} onRefresh={() => void list.refresh()} emptyText={type === 0 ? t('space.fansEmpty') : t('space.followsEmpty')}>
        <FocusSection focusKey={`userlist/${type}`} className="tv-conv-list">
          {list.items.map((u) => (
            <Row key={u.userId} user={view(u)} selfUid={selfUid} onPress={onPress} onOpen={open} />
          ))}
          {list.footer === 0 || list.footer === 2 ? null : <FocusButton id="more" label={t('common.more')} onPress={list.loadMore} />}
        </FocusSection>
      </LoadingWrapper>
    </ScrollPane>
  );
}
