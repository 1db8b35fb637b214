// Pieces the TV personal-centre pages share: the signed-in gate and a focusable text row.
import { memo, type ReactNode } from 'react';
import { useFocusItem } from '@focus/use-focus-item';
import { useT, type MessageKey } from '@src/i18n';
import { useSession } from '@src/stores/session';
import { LoginPrompt } from '../../components/login-prompt';

/** The page body for a signed-in user (keyed by uid: another user's data never shows), else the login prompt. */
export function SignedIn({ title, children }: { title: MessageKey; children: (uid: number) => ReactNode }) {
  const t = useT();
  const uid = useSession((s) => s.user?.id ?? 0);
  if (!uid) return <LoginPrompt title={t(title)} />;
  return <>{children(uid)}</>;
}

/** A row the remote walks through (records, rules, people): focusable so long lists scroll. */
export const TextRow = memo(function TextRow({ id, left, right, sub, onPress, testId }: {
  id: string | number;
  left: ReactNode;
  right?: ReactNode;
  sub?: ReactNode;
  onPress?: () => void;
  testId?: string;
}) {
  const { ref, itemProps } = useFocusItem({ id, onEnter: onPress }, 'tv-rw-row');
  return (
    <div ref={ref} {...itemProps} data-testid={testId}>
      <span className="tv-rw-row-main">
        {left}
        {sub ? <span className="tv-rw-sub">{sub}</span> : null}
      </span>
      {right !== undefined ? <span className="tv-rw-row-right">{right}</span> : null}
    </div>
  );
});
