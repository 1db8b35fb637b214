// /blacklist on TV: the caller's blacklist; OK on 移出 asks 取消拉黑 (spec 001 §8), then removes.
import { useEffect, useRef } from 'react';
import { FocusSection } from '@focus/focus-section';
import { useFocusTo } from '@focus/focus-scope';
import { ScrollPane } from '@focus/scroll-pane';
import { removeFromBlacklist, useBlackList } from '@src/features/social';
import { useT } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import '../chat/chat.css';
import './social.css';

function List() {
  const t = useT();
  const list = useBlackList();
  usePageReady(list.status !== 'loading');
  const focusTo = useFocusTo();
  // A removed row had focus: it moves at once to the row that took its place, or to 刷新 when
  // none is left (rows are keyed by user id, so no other control inherits the removed key).
  const removedAt = useRef<number | null>(null);
  const items = list.items;
  useEffect(() => {
    if (removedAt.current === null) return;
    const i = Math.min(removedAt.current, items.length - 1);
    removedAt.current = null;
    void focusTo(i >= 0 ? `blacklist/${items[i].userId}` : 'blacklist/refresh');
  }, [items, focusTo]);
  const remove = (uid: number) => {
    removedAt.current = items.findIndex((u) => u.userId === uid);
    void removeFromBlacklist(uid).then((removed) => {
      if (!removed) removedAt.current = null;
    });
  };
  return (
    <ScrollPane style={{ height: '100%' }}>
      <div className="tv-page-title">{t('routes.blacklist')}</div>
      <LoadingWrapper status={list.status === 'empty' ? 'ready' : list.status} onRefresh={() => void list.refresh()}>
        <FocusSection focusKey="blacklist" className="tv-conv-list">
          {list.status === 'empty' ? (
            <>
              <div className="tv-chat-hint">{t('space.blacklistEmpty')}</div>
              <FocusButton id="refresh" label={t('network.refresh')} onPress={() => void list.refresh()} />
            </>
          ) : (
            list.items.map((u) => (
              <FocusButton key={u.userId} id={u.userId} testId="unblock" label={`${u.nickName}  ${t('space.unblock')}`} onPress={() => remove(u.userId)} />
            ))
          )}
        </FocusSection>
      </LoadingWrapper>
    </ScrollPane>
  );
}

export default function BlacklistPage() {
  const t = useT();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t('routes.blacklist')} />;
  return <List key={uid} />;
}
