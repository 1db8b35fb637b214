// Global overlays state: toasts, dialogs and the loading mask (counter, because requests
// overlap). The layouts render these; the request layer and features only push into them.
import { createStore, useStore } from 'zustand';

export const TOAST_MEDIUM_MS = 1500;

export type ToastPosition = 'middle' | 'bottom';

export interface Toast {
  readonly id: number;
  readonly text: string;
  readonly durationMs: number;
  readonly position: ToastPosition;
}

export interface DialogButton {
  readonly text: string;
  readonly value: string;
}

export interface Dialog {
  readonly id: number;
  readonly title?: string;
  readonly message?: string;
  readonly buttons: readonly DialogButton[];
  readonly resolve: (value: string | null) => void;
}

export interface UiState {
  toasts: readonly Toast[];
  dialogs: readonly Dialog[];
  loadingCount: number;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const uiStore = createStore<UiState>(() => ({ toasts: [], dialogs: [], loadingCount: 0 }));

/** Shows a toast; it leaves by itself after `durationMs`. Returns its id. */
export function toast(text: string, durationMs: number = TOAST_MEDIUM_MS, position: ToastPosition = 'middle'): number {
  const id = nextId++;
  uiStore.setState((s) => ({ toasts: [...s.toasts, { id, text, durationMs, position }] }));
  timers.set(id, setTimeout(() => dismissToast(id), durationMs));
  return id;
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  uiStore.setState((s) => ({ toasts: s.toasts.filter((x) => x.id !== id) }));
}

/** Opens a dialog; resolves with the value of the button pressed, or null when dismissed. */
export function openDialog(d: { title?: string; message?: string; buttons: readonly DialogButton[] }): Promise<string | null> {
  return new Promise((resolve) => {
    const id = nextId++;
    const close = (value: string | null) => {
      uiStore.setState((s) => ({ dialogs: s.dialogs.filter((x) => x.id !== id) }));
      resolve(value);
    };
    uiStore.setState((s) => ({ dialogs: [...s.dialogs, { ...d, id, resolve: close }] }));
  });
}

export function loadingStart(): void {
  uiStore.setState((s) => ({ loadingCount: s.loadingCount + 1 }));
}

export function loadingEnd(): void {
  uiStore.setState((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) }));
}

export const useUi = <T>(selector: (s: UiState) => T): T => useStore(uiStore, selector);
export const useLoadingVisible = () => useUi((s) => s.loadingCount > 0);
