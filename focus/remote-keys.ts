// Dispatcher for the keys norigin does not own: Back goes through the Back stack; media and
// colour keys are claimed from the browser and reach pages through useKeyAction. Arrows and OK
// stay with norigin (setKeyMap in init.ts).
import { actionForKey, deletesText, type KeyAction, type KeyMap } from './key-map';
import { handleBack } from './back-stack';
import { queueMoveUntilPresetLands } from './initial-focus';

function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || el.isContentEditable === true;
}

/**
 * Handles one keydown. Backspace inside a text field deletes text instead of going back;
 * every other Back key goes through the Back stack.
 */
export function dispatchRemoteKey(map: KeyMap, event: KeyboardEvent): KeyAction | undefined {
  const action = actionForKey(map, event);
  if (!action) return undefined;
  if (action === 'left' || action === 'right' || action === 'up' || action === 'down') {
    // norigin handled it (its listener runs first); it had nothing to move from if the first
    // focus is still on its way (initial-focus.ts): replay it then.
    queueMoveUntilPresetLands(action);
    return action;
  }
  if (action === 'enter') return action;
  if (action === 'back') {
    if (isEditable(event.target) && deletesText(event)) return undefined;
    event.preventDefault();
    handleBack();
    return action;
  }
  // Media and colour keys: keep the browser's own handling off them (pages see them through useKeyAction).
  event.preventDefault();
  return action;
}

/** Installs the window listener; returns its removal. */
export function installRemoteKeys(map: KeyMap, target: Window = window): () => void {
  const onKeyDown = (e: KeyboardEvent) => {
    dispatchRemoteKey(map, e);
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}
