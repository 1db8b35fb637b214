import { memo } from 'react';
import { useFocusItem } from '@focus/use-focus-item';

export interface FocusButtonProps {
  label: string;
  onPress: () => void;
  focusKey?: string;
  index?: number;
  className?: string;
  testId?: string;
}

/** A remote-pressable button (OK or pointer click). */
export const FocusButton = memo(function FocusButton({ label, onPress, focusKey, index, className, testId }: FocusButtonProps) {
  const { ref, itemProps } = useFocusItem({ focusKey, index, onEnter: onPress }, className ? `tv-button ${className}` : 'tv-button');
  return (
    <div ref={ref} {...itemProps} role="button" data-testid={testId}>
      {label}
    </div>
  );
});
