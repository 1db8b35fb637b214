import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { EmptyState } from '../empty-state/empty-state';
import { useMt } from '../../text';

export interface LoginGateProps {
  /** The signed-in content, keyed by uid by the caller so another user's data never shows. */
  children: (uid: number) => ReactNode;
  /** The empty state's text (default: 需要登录) and sub-text (default: the login tip; null: none). */
  text?: string;
  subText?: string | null;
  /** Where the login returns to (default: the login page's own fallback). */
  redirect?: string;
}

/** The children for a signed-in user, else a go-login empty state. */
export function LoginGate({ children, text, subText, redirect }: LoginGateProps) {
  const t = useMt();
  const navigate = useNavigate();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (uid) return <>{children(uid)}</>;
  return (
    <div className="m-scroll">
      <EmptyState text={text ?? t('common.loginRequired')} subText={subText === null ? undefined : (subText ?? t('user.loginTip'))}>
        <button type="button" className="m-btn" onClick={() => navigate(redirect ? href('Login', {}, { redirect }) : href('Login'))}>
          {t('common.goLogin')}
        </button>
      </EmptyState>
    </div>
  );
}
