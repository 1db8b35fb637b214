// A small in-process cache for catalog reads (videos, categories, episodes, help, config).
// Each entry names the tables it was read from; a write to any of them through this process's
// Db (write-tracking.ts) makes the entry stale. That is only correct when this process is the
// only writer, so it is on for PGlite (one process per data folder) and off for PostgreSQL,
// where media:import or a second server may write behind our back.
import type { TableVersions } from './write-tracking';

interface Entry {
  at: number;
  tables: readonly string[];
  value: unknown;
}

export const READ_CACHE_MAX_ENTRIES = 2000;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, { at: number; promise: Promise<unknown> }>();

  constructor(
    private readonly versions: TableVersions,
    readonly enabled: boolean,
    private readonly maxEntries = READ_CACHE_MAX_ENTRIES,
  ) {}

  /**
   * The cached value for `key` when no table in `tables` was written since it was read, else
   * `load()`'s result (stored when no write overlapped the load). Values are frozen: callers
   * share them and must copy before changing anything.
   */
  async get<T>(key: string, tables: readonly string[], load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const hit = this.entries.get(key);
    if (hit && !this.versions.changedSince(hit.tables, hit.at)) {
      // Map order is insertion order: re-inserting keeps the most recently used entries last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    if (hit) this.entries.delete(key);
    // Concurrent misses for one key share one load (ten connections asking for the home page).
    const pending = this.loading.get(key);
    if (pending && !this.versions.changedSince(tables, pending.at)) return pending.promise as Promise<T>;
    const at = this.versions.now();
    const promise = load().then((value) => {
      deepFreeze(value);
      if (!this.versions.changedSince(tables, at)) {
        this.entries.set(key, { at, tables, value });
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
