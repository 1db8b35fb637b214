import { memo, type ReactNode } from 'react';
import { useFocusItem } from '@focus/use-focus-item';
import '../settings.css';

/** A remote-pressable row: a label and its value (or a picture), OK opens or edits it. */
export const ProfileRow = memo(function ProfileRow({ id, label, value, onPress, testId }: { id: string; label: string; value: ReactNode; onPress: () => void; testId?: string }) {
  const { ref, itemProps } = useFocusItem({ id, onEnter: onPress }, 'tv-setting');
  return (
    <div ref={ref} {...itemProps} role="button" data-testid={testId}>
      <span className="tv-setting-label">{label}</span>
      <span className="tv-setting-value">{value}</span>
    </div>
  );
});
