// Minimal React Testing Library stand-in: react-dom/client + act (RTL is not installed).
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
  container: HTMLDivElement;
  root: Root;
  rerender(ui: ReactNode): Promise<void>;
  unmount(): void;
}

export async function mount(ui: ReactNode, client = createQueryClient()): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  // A fresh query cache per mount, as the app wraps each layout (layouts/boot.tsx), unless the
  // test filled one before the page renders (the first-screen prefetch).
  const wrap = (n: ReactNode) => <DataProvider client={client}>{n}</DataProvider>;
  await act(async () => {
    root.render(wrap(ui));
  });
  return {
    container,
    root,
    rerender: async (next) => {
      await act(async () => {
        root.render(wrap(next));
      });
    },
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

export async function click(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error('click: element not found');
  await act(async () => {
    (el as HTMLElement).click();
  });
}

/** Lets lazy pages and promises settle inside act. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

// Bounded by time as well as by turns: a lazy page's dynamic import can take many more event-loop
// turns than 50 when the machine is busy (CI, parallel runs), and a turn count alone then fails a
// correct page.
export async function waitFor(check: () => boolean, what: string, tries = 50, withinMs = 5_000): Promise<void> {
  const end = Date.now() + withinMs;
  for (let i = 0; i < tries || Date.now() < end; i++) {
    if (check()) return;
    await flush(1);
  }
  throw new Error(`waitFor: ${what}`);
}
