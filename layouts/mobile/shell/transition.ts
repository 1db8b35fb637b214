// Spec 001 §2: page transitions slide left or right by route index; none between root pages.
// The index is the history entry index (react-router keeps it in history.state.idx), so a
// forward navigation slides the new page in from the right and Back slides it in from the left.

export type SlideDirection = 'left' | 'right' | 'none';

export interface TransitionEnd {
  index: number;
  root: boolean;
}

export function slideDirection(from: TransitionEnd | null, to: TransitionEnd): SlideDirection {
  if (!from) return 'none';
  if (from.root && to.root) return 'none';
  if (to.index > from.index) return 'left';
  if (to.index < from.index) return 'right';
  return 'none';
}

export { historyIndex } from '@src/routes/history-index';
