// The message tip on TV (spec 001 §4 "Message tip"): a banner in the top menu row with up to 3
// sender avatars and the count (dots above 99). It never takes focus by itself (the viewer may
// be watching); Up to the menu and right reaches it, OK opens the sender's chat (or the
// conversation list for several senders), Back on it closes tips for the session. Hidden after
// 10 s and never on /privateMessage, as on the phone.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useFocusItem } from '@focus/use-focus-item';
import { useBackHandler } from '@focus/use-back-handler';
import { focusKey } from '@focus/focus-actions';
import { useSection } from '@focus/section-context';
import { closeTips, openTips, tipCountText, tipShown, tipTarget, TIP_MAX_AVATARS, useTips } from '@src/features/messages/tip-store';
import { useT } from '@src/i18n';
import { matchRoute } from '@src/routes/match';
import { useTvNavigate } from '../../router/navigate';
import './tv-message-tip.css';

export default function TvMessageTip() {
  const { pathname } = useLocation();
  const senders = useTips((s) => s.senders);
  const visible = useTips((s) => s.visible);
  if (!tipShown({ visible, senders }, matchRoute(pathname).route.name === 'PrivateMessage')) return null;
  return <TipBanner />;
}

function TipBanner() {
  const t = useT();
  const navigate = useTvNavigate();
  const senders = useTips((s) => s.senders);
  const count = useTips((s) => s.messages.length);
  const { ref, itemProps, focused } = useFocusItem({ focusKey: 'tv-menu-tip', onEnter: () => navigate(openTips()) }, 'tv-menu-tip');
  useBackHandler(closeTips, 'overlay', focused);
  // Focus on the banner when it hides (timer, Back) goes back to the menu, not nowhere. The menu
  // is the section the banner sits in (read from it: importing the menu's key made a cycle).
  const menuKey = useSection()?.key;
  const focusedRef = useRef(focused);
  focusedRef.current = focused;
  useEffect(
    () => () => {
      if (focusedRef.current && menuKey) void focusKey(menuKey);
    },
    [menuKey],
  );
  const target = tipTarget(senders);
  const text = target.kind === 'chat' ? t('tips.newMessageFrom', { name: target.sender.nickname }) : t('tips.newMessages', { n: tipCountText(count) });
  return (
    <div ref={ref} {...itemProps} role="status" data-testid="message-tip">
      <span className="tv-menu-tip-avatars">
        {senders.slice(0, TIP_MAX_AVATARS).map((s) => (
          <img key={s.uid} className="tv-menu-tip-avatar" src={s.avatar} alt="" />
        ))}
      </span>
      <span className="tv-menu-tip-text">{text}</span>
      <span className="tv-menu-tip-count" data-testid="message-tip-count">
        {tipCountText(count)}
      </span>
    </div>
  );
}
