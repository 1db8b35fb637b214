// Which tables (and, for UPDATE, which columns) has this process written, and when? Every
// statement that goes through the Db passes here, so an in-process read cache (read-cache.ts)
// can tell whether a cached result is older than the last write to what it read. Classification
// errs towards "wrote everything": an unknown statement only costs cache hits, never correctness.
import type { Db, Param, Queryable, Row } from './db';

/**
 * What a cached value read: a table name ('videos': any write to it counts) or one column of a
 * table ('users.token_gen': only INSERT, DELETE and an UPDATE that sets that column count).
 * A value that names columns must name every column it read, in WHERE and JOIN too.
 */
export type Dependency = string;

/** `columns('users', ['id', 'gold'])` = ['users.id', 'users.gold']. */
export const columns = (table: string, names: readonly string[]): Dependency[] => names.map((c) => `${table}.${c}`);

/** A logical clock per table and column. `now()` is the clock before a read; `changedSince` tells a read apart from a later write. */
export class TableVersions {
  private clock = 0;
  private everything = 0;
  /** Row-set writes (INSERT, DELETE, an UPDATE of unknown columns): every column changed. */
  private readonly rows = new Map<string, number>();
  /** 'table.column' -> last UPDATE that set it. */
  private readonly cols = new Map<string, number>();
  /** table -> last UPDATE of any of its named columns. */
  private readonly anyCol = new Map<string, number>();

  now(): number {
    return this.clock;
  }

  /** Marks write targets ('table' or 'table.column'; 'all' = every table) as written at a new tick. */
  bump(targets: readonly string[] | 'all'): void {
    this.clock++;
    if (targets === 'all') {
      this.everything = this.clock;
      return;
    }
    for (const t of targets) {
      const dot = t.indexOf('.');
      if (dot < 0) this.rows.set(t, this.clock);
      else {
        this.cols.set(t, this.clock);
        this.anyCol.set(t.slice(0, dot), this.clock);
      }
    }
  }

  /** True when any of `deps` was written after tick `at`. */
  changedSince(deps: readonly Dependency[], at: number): boolean {
    if (this.everything > at) return true;
    for (const d of deps) {
      const dot = d.indexOf('.');
      if (dot < 0) {
        if ((this.rows.get(d) ?? 0) > at || (this.anyCol.get(d) ?? 0) > at) return true;
      } else if ((this.rows.get(d.slice(0, dot)) ?? 0) > at || (this.cols.get(d) ?? 0) > at) return true;
    }
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
 * What a statement may write: [] for a plain read; for a lone UPDATE whose SET list is plain
 * column names, 'table.column' for each of them; else the target tables of INSERT/UPDATE/DELETE
 * (also inside WITH); 'all' for anything else (DDL, several statements, DO blocks...).
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
  if (tables.size === 1 && s.startsWith('update ')) {
    const cols = updatedColumns(s);
    if (cols) return cols.map((c) => `${[...tables][0]}.${c}`);
  }
  return [...tables];
}

const NAME = '(?:"[^"]+"|[a-z_][\\w$]*)';
const UPDATE_HEAD = new RegExp(`^update (?:only )?${NAME}(?:\\.${NAME})?(?: (?:as )?(?!set\\b)${NAME})? set `);
// `col`, `col.field` (a composite's field) and `col[i]` all write `col`.
const ASSIGNED = new RegExp(`^(${NAME})(?:\\.${NAME}|\\[[^\\]]*\\])* ?=(?!=)`);

/** The columns an UPDATE's SET list assigns, or null when it is not a list of `column = expr`. */
function updatedColumns(s: string): string[] | null {
  const head = UPDATE_HEAD.exec(s);
  if (!head) return null;
  const parts: string[] = [];
  let depth = 0;
  let start = head[0].length;
  for (let i = start; i <= s.length; i++) {
    const ch = s[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (depth === 0 && (i === s.length || ch === ',' || (ch === ' ' && /^ (?:from|where|returning)\b/.test(s.slice(i, i + 11))))) {
      parts.push(s.slice(start, i).trim());
      if (ch !== ',') break;
      start = i + 1;
    }
  }
  const cols: string[] = [];
  for (const p of parts) {
    const m = ASSIGNED.exec(p);
    if (!m) return null;
    cols.push(m[1].replace(/"/g, ''));
  }
  return cols.length ? cols : null;
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
