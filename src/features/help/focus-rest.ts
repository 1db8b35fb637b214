// The TV help centre's load throttle (spec 002 §2, §4, §9): focusing a question loads its
// article only when focus has rested there for 1 s, so running the remote down a list of
// questions asks the server for none of those passed over. An article already stored shows
// at once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { cachedArticle } from './help-cache';

export const HELP_LOAD_THROTTLE_MS = 1000;

export interface FocusRest {
  /** Focus arrived on a question. */
  focus(id: number): void;
  /** Focus left the question list (to the content pane it keeps what it showed). */
  cancel(): void;
  dispose(): void;
}

/** Calls `settle(id)` once focus has stayed on `id` for `delayMs`, or at once when `ready(id)`. */
export function createFocusRest(settle: (id: number) => void, ready: (id: number) => boolean, delayMs = HELP_LOAD_THROTTLE_MS): FocusRest {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    focus(id) {
      clear();
      if (ready(id)) {
        settle(id);
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        settle(id);
      }, delayMs);
    },
    cancel: clear,
    dispose: clear,
  };
}

/** The article id to show: the question focus rested on (or `initial`), per the rule above. */
export function useRestingArticle(initial: number | null = null): { articleId: number | null; onQuestionFocus: (id: number) => void; openNow: (id: number) => void } {
  const [articleId, setArticleId] = useState<number | null>(initial);
  const rest = useRef<FocusRest | null>(null);
  rest.current ??= createFocusRest(setArticleId, (id) => cachedArticle(id) !== null);
  useEffect(() => () => rest.current?.dispose(), []);
  const onQuestionFocus = useCallback((id: number) => rest.current?.focus(id), []);
  // OK on a question: no reason to wait out the throttle.
  const openNow = useCallback((id: number) => {
    rest.current?.cancel();
    setArticleId(id);
  }, []);
  return { articleId, onQuestionFocus, openNow };
}
