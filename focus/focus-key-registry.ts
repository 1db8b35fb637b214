// Two focusables under one key make norigin drop one of them silently (it cannot be reached
// and its section memory is shared). Development builds refuse it loudly instead.

const mounted = new Map<string, number>();

function isDev(): boolean {
  return import.meta.env?.DEV === true;
}

/** Marks `key` as mounted; returns its release. Throws in development if it already is. */
export function claimFocusKey(key: string, dev: boolean = isDev()): () => void {
  if (!dev) return () => undefined;
  const n = mounted.get(key) ?? 0;
  if (n > 0) throw new Error(`Duplicate focus key "${key}": focus keys must be unique among mounted focusables (build them from data ids, scoped to the page)`);
  mounted.set(key, n + 1);
  return () => {
    const left = (mounted.get(key) ?? 1) - 1;
    if (left > 0) mounted.set(key, left);
    else mounted.delete(key);
  };
}

/**
 * The keys of a container's items from their data ids, in item order. Two items with the same
 * id are a data error: development throws; production keeps both reachable by suffixing the
 * later one with its position.
 */
export function cellKeys<T>(sectionKey: string, items: readonly T[], id: (item: T, index: number) => string | number, dev: boolean = isDev()): string[] {
  const seen = new Set<string>();
  return items.map((item, i) => {
    let key = `${sectionKey}/${id(item, i)}`;
    if (seen.has(key)) {
      if (dev) throw new Error(`Duplicate focus key "${key}" in section "${sectionKey}": two items share the id ${String(id(item, i))}`);
      key = `${key}~${i}`;
    }
    seen.add(key);
    return key;
  });
}
