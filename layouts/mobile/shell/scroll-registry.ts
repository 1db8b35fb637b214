// Each page registers its scroll container so the shell can scroll "the current page" to top
// when its tab is tapped again, without the tab bar knowing how a page is built.

const containers = new Map<string, HTMLElement>();

export function registerScrollContainer(page: string, el: HTMLElement): () => void {
  containers.set(page, el);
  return () => {
    if (containers.get(page) === el) containers.delete(page);
  };
}

export function scrollContainerOf(page: string): HTMLElement | undefined {
  return containers.get(page);
}

export function scrollPageToTop(page: string): boolean {
  const el = containers.get(page);
  if (!el) return false;
  if (typeof el.scrollTo === 'function') el.scrollTo({ top: 0, behavior: 'smooth' });
  // jsdom and old engines: scrollTo may be a no-op, so also set the position directly.
  el.scrollTop = 0;
  return true;
}
