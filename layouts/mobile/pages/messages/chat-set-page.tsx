// /chatSet?toUid&nickName&avatar: mute, friends only, block (with the 取消拉黑 confirm to undo),
// clear the history on this side, report.
import { Link, useLocation } from 'react-router-dom';
import { clearHistory, parseChatTarget, setBlocked, setMuted, useChatSetting, useFriendOnly, type ChatSetting } from '@src/features/messages';
import { t as tt } from '@src/i18n';
import { href } from '@src/routes/href';
import { openDialog, toast } from '@src/stores/ui';
import { LoadingWrapper } from '../../components/loading/loading-wrapper';
import { Page } from '../../components/page/page';
import { SwitchRow } from '../../components/switch/switch';
import { useMt } from '../../text';
import { LoginGate } from '../../components/login-gate/login-gate';
import './messages.css';

async function toggleBlock(toUid: number, s: ChatSetting): Promise<void> {
  if (s.isBlackList) {
    const ok = await openDialog({ title: tt('dialogs.unblockTitle'), message: tt('dialogs.unblockMessage'), buttons: [{ text: tt('common.cancel'), value: 'cancel' }, { text: tt('common.confirm'), value: 'ok' }] });
    if (ok !== 'ok') return;
  }
  await setBlocked(toUid, !s.isBlackList, s).catch(() => undefined);
}

async function clear(toUid: number): Promise<void> {
  const ok = await openDialog({ message: tt('chat.clearConfirm'), buttons: [{ text: tt('common.cancel'), value: 'cancel' }, { text: tt('common.confirm'), value: 'ok' }] });
  if (ok !== 'ok') return;
  await clearHistory(toUid);
  toast(tt('chat.cleared'));
}

function Settings({ toUid, nickName }: { toUid: number; nickName: string }) {
  const t = useMt();
  const r = useChatSetting(toUid);
  const friendOnly = useFriendOnly();
  const s = r.data;
  return (
    <LoadingWrapper status={toUid > 0 ? r.status : 'not-found'} onRefresh={r.reload}>
      {s && (
        <div className="m-scroll">
          <SwitchRow label={t('chat.mute')} checked={s.muted} testId="chatset-mute" onChange={(v) => void setMuted(toUid, v).catch(() => undefined)} />
          <SwitchRow label={t('chat.onlyFriends')} checked={friendOnly.value ?? s.onlyReceiveFriendMessage} testId="chatset-friends" onChange={friendOnly.set} />
          <SwitchRow label={t('chat.block')} checked={s.isBlackList} testId="chatset-block" onChange={() => void toggleBlock(toUid, s)} />
          <button type="button" className="m-action-row" data-testid="chatset-clear" onClick={() => void clear(toUid)}>
            {t('chat.clear')}
          </button>
          <Link className="m-action-row m-link-reset is-danger" to={href('Complaint', {}, { uid: toUid, nickName })} data-testid="chatset-report">
            {t('chat.report')}
          </Link>
        </div>
      )}
    </LoadingWrapper>
  );
}

export default function ChatSetPage() {
  const t = useMt();
  const { toUid, nickName } = parseChatTarget(useLocation().search);
  return (
    <Page nav={{ title: t('routes.chatSet') }}>
      <LoginGate>{(uid) => <Settings key={`${uid}:${toUid}`} toUid={toUid} nickName={nickName} />}</LoginGate>
    </Page>
  );
}
