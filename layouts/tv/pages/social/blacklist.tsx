// /blacklist on TV: the caller's blacklist; OK on 移出 asks 取消拉黑 (spec 001 §8), then removes.
import { FocusSection } from '@focus/focus-section';
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
              <FocusButton key={u.userId} id={u.userId} testId="unblock" label={`${u.nickName}  ${t('space.unblock')}`} onPress={() => void removeFromBlacklist(u.userId)} />
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
