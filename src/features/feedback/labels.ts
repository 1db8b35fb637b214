// The feedback form's labels follow the page's own `language` query (spec 002 §5): zh-TW shows
// them in traditional Chinese whatever the app's language is.
import { useEffect, useState } from 'react';
import { translatorFor, useT, type MessageKey, type MessageParams } from '@src/i18n';

type Translate = (key: MessageKey, params?: MessageParams) => string;

export function useFeedbackText(search: string): Translate {
  const appT = useT();
  const wantsTraditional = new URLSearchParams(search).get('language') === 'zh-TW';
  const [tw, setTw] = useState<{ t: Translate } | null>(null);
  useEffect(() => {
    if (!wantsTraditional || tw) return;
    let current = true;
    void translatorFor('zh-TW').then((t) => current && setTw({ t }));
    return () => {
      current = false;
    };
  }, [wantsTraditional, tw]);
  return wantsTraditional && tw ? tw.t : appT;
}

/** True when opened from an app (the `from` query is set): the browser group is left out. */
export const openedFromApp = (search: string) => !!new URLSearchParams(search).get('from');
