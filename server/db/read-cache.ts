// A small in-process cache for catalog reads (videos, categories, episodes, help, config).
// Each entry names what it was read from (tables, or single columns where a table is also
// written often for other reasons, as users.gold is by every barrage reward); a write to any of
// them through this process's Db (write-tracking.ts) makes the entry stale, and a write to
// anything else never does. That is only correct when this process is the
// only writer, so it is on for PGlite (one process per data folder) and off for PostgreSQL,
// where media:import or a second server may write behind our back.
import type { Dependency, TableVersions } from './write-tracking';

interface Entry {
  at: number;
  deps: readonly Dependency[];
  value: unknown;
  /** Epoch ms after which the value is stale whatever was written (a VIP that lapses). */
  until: number;
}

export const READ_CACHE_MAX_ENTRIES = 2000;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { at: number; promise: Promise<unknown> }>();
  /** Served from the cache / loaded, since start (tests and diagnostics read these). */
  readonly stats = { hits: 0, loads: 0 };

  constructor(
    private readonly versions: TableVersions,
    readonly enabled: boolean,
    private readonly maxEntries = READ_CACHE_MAX_ENTRIES,
  ) {}

  /**
   * The cached value for `key` when nothing in `deps` was written since it was read, else
   * `load()`'s result (stored when no write overlapped the load). Values are frozen: callers
   * share them and must copy before changing anything. `expiresAt(value)` (epoch ms) bounds a
   * value that also depends on the time, not only on what was written.
   */
  async get<T>(key: string, deps: readonly Dependency[], load: () => Promise<T>, expiresAt?: (value: T) => number): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit && !this.versions.changedSince(hit.deps, hit.at) && (hit.until === Infinity || Date.now() < hit.until)) {
      // Map order is insertion order: re-inserting keeps the most recently used entries last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.stats.hits++;
      return hit.value as T;
    }
    if (hit) this.entries.delete(key);
    // Concurrent misses for one key share one load (ten connections asking for the home page).
    const pending = this.loading.get(key);
    if (pending && !this.versions.changedSince(deps, pending.at)) return pending.promise as Promise<T>;
    const at = this.versions.now();
    this.stats.loads++;
    const promise = load().then((value) => {
      deepFreeze(value);
      if (!this.versions.changedSince(deps, at)) {
        this.entries.set(key, { at, deps, value, until: expiresAt ? expiresAt(value) : Infinity });
        if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      }
      return value;
    });
    this.loading.set(key, { at, promise });
    try {
      return await promise;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

function deepFreeze(v: unknown): void {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const x of Object.values(v)) deepFreeze(x);
}
