import { useEffect } from 'react';
import { setFocus } from '@noriginmedia/norigin-spatial-navigation';

/**
 * Focuses `sectionKey` whenever `active` turns true (page shown, dialog opened). norigin then
 * walks down through each section's remembered child.
 */
export function useFocusOnShow(sectionKey: string, active = true): void {
  useEffect(() => {
    if (!active) return;
    void setFocus(sectionKey);
  }, [sectionKey, active]);
}
