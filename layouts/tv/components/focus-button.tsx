import { memo, type ReactNode } from 'react';
import { useFocusItem } from '@focus/use-focus-item';

export interface FocusButtonProps {
  label: string;
  /** An SVG icon drawn before the label (src/icons). */
  icon?: ReactNode;
  /** Draw the icon after the label (a delete mark). */
  iconAfter?: boolean;
  onPress: () => void;
  focusKey?: string;
  /** Data id (or fixed name) of the button within its section: its focus key. */
  id?: string | number;
  index?: number;
  className?: string;
  testId?: string;
}

/** A remote-pressable button (OK or pointer click). */
export const FocusButton = memo(function FocusButton({ label, icon, iconAfter, onPress, focusKey, id, index, className, testId }: FocusButtonProps) {
  const { ref, itemProps } = useFocusItem({ focusKey, id, index, onEnter: onPress }, className ? `tv-button ${className}` : 'tv-button');
  return (
    <div ref={ref} {...itemProps} role="button" data-testid={testId}>
      {iconAfter ? null : icon}
      {icon && label && !iconAfter ? ' ' : null}
      {label}
      {icon && label && iconAfter ? ' ' : null}
      {iconAfter ? icon : null}
    </div>
  );
});
