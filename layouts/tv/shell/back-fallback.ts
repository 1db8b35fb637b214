// What Back does when no overlay and no page handler took it: go back in history; with no
// history go home; on home with no history ask to exit, then close the shell through the
// webview bridge. A tab root reached from another page goes back to it like any page.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTvNavigate } from '../router/navigate';
import { setBackFallback } from '@focus/back-stack';
import { closeShell } from '@src/platform/webview';
import { historyIndex } from '@src/routes/history-index';
import { openDialog } from '@src/stores/ui';
import { tvText } from '../tv-strings';
import { href } from '@src/routes/href';

let exitAsked = false;

/** Closes the app: native shell first, then the TV platform's own exit, then window.close. */
export function exitApp(): void {
  if (closeShell()) return;
  const w = window as unknown as {
    tizen?: { application?: { getCurrentApplication?: () => { exit(): void } } };
    webOS?: { platformBack?: () => void };
  };
  try {
    const app = w.tizen?.application?.getCurrentApplication?.();
    if (app) {
      app.exit();
      return;
    }
    if (w.webOS?.platformBack) {
      w.webOS.platformBack();
      return;
    }
  } catch {
    // fall through to window.close
  }
  window.close();
}

export async function askExit(): Promise<boolean> {
  if (exitAsked) return false;
  exitAsked = true;
  try {
    const v = await openDialog({
      title: tvText('exitTitle'),
      buttons: [
        { text: tvText('exitCancel'), value: 'stay' },
        { text: tvText('exitConfirm'), value: 'exit' },
      ],
    });
    if (v === 'exit') {
      exitApp();
      return true;
    }
    return false;
  } finally {
    exitAsked = false;
  }
}

export function useBackFallback(): void {
  const navigate = useTvNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  useEffect(() => {
    setBackFallback(() => {
      if (historyIndex() > 0) navigate(-1);
      else if (pathRef.current !== href('Home')) navigate(href('Home'), { replace: true });
      else void askExit();
    });
    return () => setBackFallback(null);
  }, [navigate]);
}
