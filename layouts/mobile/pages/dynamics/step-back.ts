// Where a publish step returns when its choice is made: one page back, or two when it was
// opened from another step (a cover's frames from /dynamicVideoAddPoster, a search from
// /getUserLocation), so the user lands on the publish form again.
import { useLocation, useNavigate } from 'react-router-dom';

export interface StepState {
  back?: number;
}

/** The Link state a step passes to the next one. */
export const NESTED_STEP: StepState = { back: 2 };

export function useStepDone(): () => void {
  const navigate = useNavigate();
  const back = (useLocation().state as StepState | null)?.back ?? 1;
  return () => navigate(-back);
}
