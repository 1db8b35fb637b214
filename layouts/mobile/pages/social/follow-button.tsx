// The follow button (spec 001 §2): 已拉黑 / 已关注 / 关注, nothing for oneself. For a guest it is
// the login-required mask of spec 001 §6: the press goes to /login.
import type { SocialUser } from '@src/api/contract/social';
import { socialFollowState } from '@src/features/social';
import { useMt } from '../../text';
import './social.css';

export function FollowButton({ user, selfUid, onPress }: { user: SocialUser; selfUid: number; onPress: (u: SocialUser) => void }) {
  const t = useMt();
  const state = socialFollowState(user, selfUid);
  if (!state) return null;
  return (
    <button
      type="button"
      className={`m-follow-btn${user.focusStatus || user.isBlackList ? ' is-on' : ''}`}
      data-testid="follow-button"
      data-login-required={state.action === 'login' ? 'true' : undefined}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        onPress(user);
      }}
    >
      {t(state.labelKey)}
    </button>
  );
}
