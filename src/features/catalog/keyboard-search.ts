// Search from an on-screen keyboard (the TV, issue 28): the viewer types letters and digits with
// the remote and results follow while typing, asked once the typing pauses (spec 002 §9
// debounce, 300 ms), never on every key. Before anything is typed the page shows the hot
// keywords, as the phone does. A typed keyword is asked with live=1, so half-typed words do not
// become hot searches; a hot keyword picked from the list is a real search and counts.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH_KEYWORD_MAX_CHARS } from '@src/api/contract/limits';
import { debounce, DEBOUNCE_DEFAULT_MS } from '@src/lib/debounce';
import { useHotKeywords } from './catalog-lists';

export interface KeyboardSearch {
  /** What has been typed (or picked): the input line. */
  text: string;
  /** The keyword being searched; '' while nothing is typed (the hot keywords show). */
  keyword: string;
  /** The keyword was typed (asked with live=1) rather than picked from the hot keywords. */
  live: boolean;
  /** Hot keywords, hottest first; [] while they load or when they failed (search works without). */
  hot: readonly string[];
  /** Appends a key (lower case), up to the contract's keyword length. */
  type(key: string): void;
  /** Removes the last character. */
  del(): void;
  clear(): void;
  /** Searches a hot keyword at once. */
  pick(keyword: string): void;
}

const NOTHING = { keyword: '', live: true };
const NO_HOT: readonly string[] = [];

export function useKeyboardSearch(delayMs = DEBOUNCE_DEFAULT_MS): KeyboardSearch {
  const [text, setText] = useState('');
  const [search, setSearch] = useState(NOTHING);
  // The text as of the last key, for the next key: several presses can land before a render.
  const textRef = useRef('');
  const settle = useMemo(() => debounce((typed: string) => setSearch({ keyword: typed.trim(), live: true }), delayMs), [delayMs]);
  useEffect(() => () => settle.cancel(), [settle]);
  const hot = useHotKeywords().data;

  const edit = useCallback(
    (next: string) => {
      textRef.current = next;
      setText(next);
      if (next.trim()) {
        settle(next);
      } else {
        // Emptied: the hot keywords come back at once, not after the pause.
        settle.cancel();
        setSearch(NOTHING);
      }
    },
    [settle],
  );

  const type = useCallback(
    (key: string) => {
      const next = textRef.current + key.toLowerCase();
      if (next.length <= SEARCH_KEYWORD_MAX_CHARS) edit(next);
    },
    [edit],
  );
  // By code point, so a picked keyword ending in an astral character loses it whole.
  const del = useCallback(() => edit(Array.from(textRef.current).slice(0, -1).join('')), [edit]);
  const clear = useCallback(() => edit(''), [edit]);
  const pick = useCallback(
    (keyword: string) => {
      const k = keyword.trim().slice(0, SEARCH_KEYWORD_MAX_CHARS);
      if (!k) return;
      settle.cancel();
      textRef.current = k;
      setText(k);
      setSearch({ keyword: k, live: false });
    },
    [settle],
  );

  return { text, keyword: search.keyword, live: search.live, hot: hot ?? NO_HOT, type, del, clear, pick };
}
