import type { ReactNode } from 'react';
import { useSession } from '@src/stores/session';
import { LoginPrompt } from '../../components/login-prompt';

/** The page for a signed-in user (keyed by uid, so another user's state never shows), else the login prompt. */
export function SignedIn({ title, children }: { title: string; children: (uid: number) => ReactNode }) {
  const uid = useSession((s) => s.user?.id ?? 0);
  return uid ? <>{children(uid)}</> : <LoginPrompt title={title} />;
}
