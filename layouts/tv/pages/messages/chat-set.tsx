// /chatSet on TV: OK toggles mute, friends only and block (undoing a block asks 取消拉黑 first),
// clears the history (after a confirm) or opens the report form.
import { useLocation } from 'react-router-dom';
import { FocusSection } from '@focus/focus-section';
import { clearHistory, parseChatTarget, setBlocked, setMuted, useChatSetting, useFriendOnly, type ChatSetting } from '@src/features/messages';
import { t as tt, useT } from '@src/i18n';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { openDialog, toast } from '@src/stores/ui';
import { FocusButton } from '../../components/focus-button';
import { LoadingWrapper } from '../../components/loading-wrapper';
import { useTvNavigate } from '../../router/navigate';
import { usePageReady } from '../../shell/page-context';
import { LoginPrompt } from '../../components/login-prompt';
import '../chat/chat.css';

const confirmButtons = () => [
  { text: tt('common.cancel'), value: 'cancel' },
  { text: tt('common.confirm'), value: 'ok' },
];

async function toggleBlock(toUid: number, s: ChatSetting): Promise<void> {
  if (s.isBlackList && (await openDialog({ title: tt('dialogs.unblockTitle'), message: tt('dialogs.unblockMessage'), buttons: confirmButtons() })) !== 'ok') return;
  await setBlocked(toUid, !s.isBlackList, s).catch(() => undefined);
}

async function clear(toUid: number): Promise<void> {
  if ((await openDialog({ message: tt('chat.clearConfirm'), buttons: confirmButtons() })) !== 'ok') return;
  await clearHistory(toUid);
  toast(tt('chat.cleared'));
}

function Settings({ toUid, nickName }: { toUid: number; nickName: string }) {
  const t = useT();
  const navigate = useTvNavigate();
  const r = useChatSetting(toUid);
  const friendOnly = useFriendOnly();
  const s = r.data;
  usePageReady(r.status !== 'loading' || toUid <= 0);
  const state = (v: boolean) => (v ? t('chat.on') : t('chat.off'));
  // The one server flag (the same entry /settings shows); the setting's own copy until it is read.
  const only = friendOnly.value ?? s?.onlyReceiveFriendMessage ?? false;
  return (
    <div>
      <div className="tv-page-title">{t('routes.chatSet')}</div>
      <LoadingWrapper status={toUid > 0 ? r.status : 'not-found'} onRefresh={r.reload}>
        {s ? (
          <FocusSection focusKey="chatset" className="tv-conv-list">
            <FocusButton id="mute" testId="chatset-mute" label={`${t('chat.mute')}  ${state(s.muted)}`} onPress={() => void setMuted(toUid, !s.muted).catch(() => undefined)} />
            <FocusButton id="only-friends" testId="chatset-friends" label={`${t('chat.onlyFriends')}  ${state(only)}`} onPress={() => friendOnly.set(!only)} />
            <FocusButton id="block" testId="chatset-block" label={`${t('chat.block')}  ${state(s.isBlackList)}`} onPress={() => void toggleBlock(toUid, s)} />
            <FocusButton id="clear" label={t('chat.clear')} onPress={() => void clear(toUid)} />
            <FocusButton id="report" label={t('chat.report')} onPress={() => navigate(href('Complaint', {}, { uid: toUid, nickName }))} />
          </FocusSection>
        ) : null}
      </LoadingWrapper>
    </div>
  );
}

export default function ChatSetPage() {
  const t = useT();
  const { search } = useLocation();
  const { toUid, nickName } = parseChatTarget(search);
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t('routes.chatSet')} />;
  return <Settings key={`${uid}:${toUid}`} toUid={toUid} nickName={nickName} />;
}
