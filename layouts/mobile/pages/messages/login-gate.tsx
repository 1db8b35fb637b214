import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { href } from '@src/routes/href';
import { useSession } from '@src/stores/session';
import { EmptyState } from '../../components/empty-state/empty-state';
import { useMt } from '../../text';

/** The children for a signed-in user (keyed by uid), else a go-login empty state. */
export function LoginGate({ children }: { children: (uid: number) => ReactNode }) {
  const t = useMt();
  const navigate = useNavigate();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (uid) return <>{children(uid)}</>;
  return (
    <div className="m-scroll">
      <EmptyState text={t('common.loginRequired')} subText={t('user.loginTip')}>
        <button type="button" className="m-btn" onClick={() => navigate(href('Login'))}>
          {t('common.goLogin')}
        </button>
      </EmptyState>
    </div>
  );
}
