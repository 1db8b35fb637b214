import { memo } from 'react';
import { useFocusItem } from '@focus/use-focus-item';

/** A remote-toggled choice: OK (or a pointer click) toggles it. */
export const ChoiceChip = memo(function ChoiceChip({ id, label, on, onToggle }: { id: string; label: string; on: boolean; onToggle: () => void }) {
  const { ref, itemProps } = useFocusItem({ id, onEnter: onToggle }, on ? 'tv-fb-chip tv-fb-chip--on' : 'tv-fb-chip');
  return (
    <div ref={ref} {...itemProps} role="checkbox" aria-checked={on} data-option={id}>
      {label}
    </div>
  );
});
