// Minimal React test harness (React Testing Library is not installed): render into a detached
// container with act, and flush norigin's promise-based scheduler.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DataProvider } from '@src/data/data-provider';
import { createQueryClient } from '@src/data/query-client';
import { notifyManager } from '@tanstack/react-query';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// act() waits for promises, not timers: the query cache tells its observers in a microtask
// here instead of TanStack's default setTimeout(0), so a reply lands inside the act that
// resolved it.
notifyManager.setScheduler(queueMicrotask);

export interface Mounted {
  container: HTMLElement;
  root: Root;
  rerender(node: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export async function mount(node: ReactNode): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  // A fresh query cache per mount, as the app wraps each layout (layouts/boot.tsx).
  const client = createQueryClient();
  const wrap = (n: ReactNode) => <DataProvider client={client}>{n}</DataProvider>;
  await act(async () => {
    root.render(wrap(node));
  });
  return {
    container,
    root,
    async rerender(next) {
      await act(async () => {
        root.render(wrap(next));
      });
    },
    async unmount() {
      await act(async () => {
        root.unmount();
      });
      container.remove();
    },
  };
}

/**
 * Lets norigin's async scheduler and the resulting React updates settle, then the work the
 * focus layer leaves for after the next paint (mounting items that scrolled near the screen).
 */
export async function settle(rounds = 3): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
  await act(async () => {
    await nextFrame();
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

export async function press(key: string, keyCode: number, target: EventTarget = window): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, keyCode, bubbles: true, cancelable: true }));
    target.dispatchEvent(new KeyboardEvent('keyup', { key, keyCode, bubbles: true, cancelable: true }));
  });
  await settle();
}

export const KEYS = {
  left: ['ArrowLeft', 37],
  up: ['ArrowUp', 38],
  right: ['ArrowRight', 39],
  down: ['ArrowDown', 40],
  enter: ['Enter', 13],
  escape: ['Escape', 27],
} as const;

export function focusedKey(container: ParentNode): string | null {
  return container.querySelector('.focused')?.getAttribute('data-focus-key') ?? null;
}
