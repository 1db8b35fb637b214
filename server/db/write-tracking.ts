// Which tables has this process written, and when? Every statement that goes through the Db
// passes here, so an in-process read cache (read-cache.ts) can tell whether a cached result is
// older than the last write to a table it depends on. Classification errs towards "wrote
// everything": an unknown statement only costs cache hits, never correctness.
import type { Db, Param, Queryable, Row } from './db';

/** A logical clock per table. `now()` is the clock before a read; `changedSince` tells a read apart from a later write. */
export class TableVersions {
  private clock = 0;
  private everything = 0;
  private readonly byTable = new Map<string, number>();

  now(): number {
    return this.clock;
  }

  /** Marks tables (or, with 'all', every table) as written at a new tick. */
  bump(tables: readonly string[] | 'all'): void {
    this.clock++;
    if (tables === 'all') this.everything = this.clock;
    else for (const t of tables) this.byTable.set(t, this.clock);
  }

  /** True when any of `tables` was written after tick `at`. */
  changedSince(tables: readonly string[], at: number): boolean {
    if (this.everything > at) return true;
    for (const t of tables) if ((this.byTable.get(t) ?? 0) > at) return true;
    return false;
  }
}

const READ_START = /^(select|with|values|show|explain|table)\b/;
// Anything here in a statement that starts like a read still makes it a write (or unknown).
const WRITE_WORD = /\b(?:insert|update|delete|merge|truncate|into|nextval|setval)\b|\b(?:lo|pg)_\w+\s*\(/;
const TARGET = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?((?:"[^"]+"|[a-z_][\w$]*)(?:\.(?:"[^"]+"|[a-z_][\w$]*))?)/g;
const DML_START = /^(insert|update|delete|with)\b/;

/** Lowercased SQL without comments, string literals and row-lock clauses. */
function normalise(sql: string): string {
  // One pass, so a quote inside a comment or "--" inside a literal cannot hide the rest.
  return sql
    .replace(/'(?:[^']|'')*'|\$(\w*)\$[\s\S]*?\$\1\$|--[^\n]*|\/\*[\s\S]*?\*\//g, (m) => (m.startsWith('-') || m.startsWith('/') ? ' ' : "''"))
    .toLowerCase()
    .replace(/\bfor\s+(?:no\s+key\s+)?(?:update|share|key\s+share)\b(?:\s+of\s+[\w\s,."]+?)?(?:\s+(?:nowait|skip\s+locked))?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/;$/, '');
}

/**
 * The tables a statement may write: [] for a plain read, the target tables of INSERT/UPDATE/
 * DELETE (also inside WITH), 'all' for anything else (DDL, several statements, DO blocks...).
 */
export function writtenTables(sql: string): string[] | 'all' {
  // Statements are mostly constant strings: classify each text once.
  let hit = classified.get(sql);
  if (hit === undefined) {
    if (classified.size >= CLASSIFIED_MAX) classified.clear();
    hit = classify(sql);
    classified.set(sql, hit);
  }
  return hit === 'all' ? hit : [...hit];
}

const CLASSIFIED_MAX = 2000;
const classified = new Map<string, readonly string[] | 'all'>();

function classify(sql: string): string[] | 'all' {
  const s = normalise(sql);
  if (READ_START.test(s) && !WRITE_WORD.test(s) && !s.includes(';')) return [];
  if (!DML_START.test(s) || /;\s*\S/.test(s)) return 'all';
  const tables = new Set<string>();
  for (const m of s.matchAll(TARGET)) {
    const name = m[1].split('.').pop()!.replace(/"/g, '');
    // "ON CONFLICT ... DO UPDATE SET" names no table.
    if (name !== 'set') tables.add(name);
  }
  // A write whose target we could not name (SELECT ... INTO, functions) invalidates everything.
  if (!tables.size || /\binto\b/.test(s.replace(/\binsert\s+into\b/g, ''))) return 'all';
  return [...tables];
}

/** The same Db, reporting every write to `versions` before it runs and again when it has finished. */
export function trackWrites(db: Db, versions: TableVersions): Db {
  const tracked = (q: Queryable, written?: Set<string> | 'all'): Queryable['query'] =>
    async function query<T = Row>(sql: string, params?: readonly Param[]) {
      const tables = writtenTables(sql);
      if (tables !== 'all' && !tables.length) return q.query<T>(sql, params);
      // Before: reads issued from now on may see the new rows. After: reads that ran meanwhile
      // may have seen either state, so none of them may be cached.
      versions.bump(tables);
      if (written instanceof Set && tables !== 'all') for (const t of tables) written.add(t);
      try {
        return await q.query<T>(sql, params);
      } finally {
        versions.bump(tables);
      }
    };
  return {
    kind: db.kind,
    query: tracked(db),
    async exec(sql) {
      versions.bump('all');
      try {
        await db.exec(sql);
      } finally {
        versions.bump('all');
      }
    },
    async transaction(fn) {
      const written = new Set<string>();
      let unknown = false;
      try {
        return await db.transaction((tx) => {
          const query = tracked(tx, written);
          return fn({
            query<T = Row>(sql: string, params?: readonly Param[]) {
              if (writtenTables(sql) === 'all') unknown = true;
              return query<T>(sql, params);
            },
          });
        });
      } finally {
        // Other connections see a transaction's rows only after COMMIT: invalidate again now.
        if (unknown) versions.bump('all');
        else if (written.size) versions.bump([...written]);
      }
    },
    close: () => db.close(),
  };
}
