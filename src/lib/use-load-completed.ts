// The load-more footer's 加载完成 (spec 002 §2): when a page of a list has come in and more
// remain, the footer goes back to hidden (state 0); its status line then says the load is
// complete, so a screen reader hears the end of 加载中… and the footer keeps no visible text.
import { useEffect, useRef, useState } from 'react';

/** True from a loading (1) -> hidden (0) change until the footer's next state change. */
export function useLoadCompleted(state: number): boolean {
  const prev = useRef(state);
  const [completed, setCompleted] = useState(false);
  useEffect(() => {
    setCompleted(prev.current === 1 && state === 0);
    prev.current = state;
  }, [state]);
  return completed;
}
