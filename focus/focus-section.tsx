// A focus container with memory: entering it lands on the child that last held focus, even
// after the section was unmounted (page left and come back to with Back).
import { useLayoutEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { FocusContext, useFocusable, type Direction, type NextFocusResolver } from '@noriginmedia/norigin-spatial-navigation';
import { recallFocus } from './section-memory';
import { SectionContext, useSection, type SectionInfo } from './section-context';
import { FocusCellContext, scopedKey, useFocusScope } from './focus-scope';
import { claimFocusKey } from './focus-key-registry';

export interface FocusSectionProps {
  /** Unique within the page: scoped to the page instance (focus-scope.ts) before use. */
  focusKey: string;
  /** Position within the parent section, remembered by the parent. */
  index?: number;
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  focusable?: boolean;
  /** Used when the section has no memory yet. */
  preferredChildFocusKey?: string;
  nextFocusResolver?: NextFocusResolver;
  measureChildrenLayout?: boolean;
  isFocusBoundary?: boolean;
  focusBoundaryDirections?: Direction[];
  onChildFocus?: (index: number | undefined, focusKey: string) => void;
  /** Extra attributes for the element (data-page, data-testid...). */
  attrs?: Record<string, string | undefined>;
}

/**
 * norigin registers a focusable once, under its first focusKey, and ignores later changes; a
 * section whose key changes (e.g. rows shifting index when a row arrives late) is therefore
 * remounted with its items so norigin knows it under the new key.
 */
export function FocusSection(props: FocusSectionProps) {
  const scope = useFocusScope();
  const key = scopedKey(scope, props.focusKey);
  const preferred = props.preferredChildFocusKey === undefined ? undefined : scopedKey(scope, props.preferredChildFocusKey);
  return <FocusSectionBody key={key} {...props} focusKey={key} preferredChildFocusKey={preferred} />;
}

function FocusSectionBody(props: FocusSectionProps) {
  const parent = useSection();
  const memory = recallFocus(props.focusKey);
  useLayoutEffect(() => claimFocusKey(props.focusKey), [props.focusKey]);
  const { ref, focusKey } = useFocusable({
    focusKey: props.focusKey,
    focusable: props.focusable ?? true,
    saveLastFocusedChild: true,
    trackChildren: false,
    preferredChildFocusKey: memory?.focusKey ?? props.preferredChildFocusKey,
    nextFocusResolver: props.nextFocusResolver,
    measureChildrenLayout: props.measureChildrenLayout ?? true,
    isFocusBoundary: props.isFocusBoundary ?? false,
    focusBoundaryDirections: props.focusBoundaryDirections,
  });
  const { onChildFocus, index } = props;
  const info = useMemo<SectionInfo>(
    () => ({ key: focusKey, index, parent, onChildFocus }),
    [focusKey, index, parent, onChildFocus],
  );
  return (
    <FocusContext.Provider value={focusKey}>
      <SectionContext.Provider value={info}>
        <div ref={ref} className={props.className} style={props.style} data-section={focusKey} {...props.attrs}>
          <FocusCellContext.Provider value={null}>{props.children}</FocusCellContext.Provider>
        </div>
      </SectionContext.Provider>
    </FocusContext.Provider>
  );
}
