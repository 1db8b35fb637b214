// The message-tip banner (spec 001 §4 "Message tip"): up to 3 sender avatars, the count (dots
// above 99), tap to open the chat or the conversation list, a close control that ignores
// ordinary tips for the session. Never shown on /privateMessage.
import { useLocation, useNavigate } from 'react-router-dom';
import { closeTips, openTips, tipCountText, tipShown, tipTarget, TIP_MAX_AVATARS, useTips } from '@src/features/messages/tip-store';
import { matchRoute } from '@src/routes/match';
import { Avatar } from '../../components/avatar/avatar';
import { useMt } from '../../text';
import './message-tip.css';

export function MessageTip() {
  const t = useMt();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const senders = useTips((s) => s.senders);
  const visible = useTips((s) => s.visible);
  const count = useTips((s) => s.messages.length);
  if (!tipShown({ visible, senders }, matchRoute(pathname).route.name === 'PrivateMessage')) return null;
  const target = tipTarget(senders);
  const open = () => navigate(openTips());
  const text = target.kind === 'chat' ? t('tips.newMessageFrom', { name: target.sender.nickname }) : t('tips.newMessages', { n: tipCountText(count) });
  return (
    <div className="m-msg-tip" data-testid="message-tip" role="status">
      <button type="button" className="m-msg-tip-body" data-testid="message-tip-open" onClick={open}>
        <span className="m-msg-tip-avatars">
          {senders.slice(0, TIP_MAX_AVATARS).map((s) => (
            <Avatar key={s.uid} src={s.avatar} size={1.75} clickDisabled />
          ))}
        </span>
        <span className="m-msg-tip-text">{text}</span>
        <span className="m-msg-tip-count" data-testid="message-tip-count">
          {tipCountText(count)}
        </span>
      </button>
      <button type="button" className="m-msg-tip-close" data-testid="message-tip-close" aria-label={t('common.close')} onClick={closeTips}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
