// Form fields and table columns read from the contract's own schemas (src/api/contract/schema.ts
// keeps a JSON Schema beside each validator): a page names an endpoint and gets its inputs with
// the server's limits (lengths, ranges, patterns, choices, required) and the check of each, so
// a limit changed in the contract changes the form at once and no form allows what the server
// refuses. New staff endpoints become pages by naming them.
import type { JsonSchema, Schema } from '@src/api/contract/schema';

/** 'list': an array of strings or integers, typed as one text with commas between the items. */
export type FieldKind = 'text' | 'integer' | 'number' | 'choice' | 'boolean' | 'list';

export interface FormField {
  name: string;
  kind: FieldKind;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  min?: number;
  max?: number;
  options?: readonly string[];
  /** kind list: the field of one item (its limits), and how many items at most. */
  item?: FormField;
  maxItems?: number;
}

/** What is wrong with one input: a key of the console's texts (fieldProblems.*) and its numbers. */
export interface FieldProblem {
  key: 'required' | 'tooShort' | 'tooLong' | 'pattern' | 'notInteger' | 'notNumber' | 'tooSmall' | 'tooLarge' | 'choice' | 'tooMany';
  params?: Record<string, number>;
}

// The int4 bounds every contract integer carries unless it says otherwise: not worth showing.
const INT_BOUND = 2_147_483_647;

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function fieldOf(name: string, json: JsonSchema, required: boolean): FormField | null {
  // nullable(x): the inner schema decides the input.
  const inner = Array.isArray(json.anyOf) ? ((json.anyOf as JsonSchema[]).find((s) => s.type !== 'null') ?? json) : json;
  const type = inner.type;
  if (type === 'string') {
    const options = Array.isArray(inner.enum) ? (inner.enum as string[]) : undefined;
    return {
      name, kind: options ? 'choice' : 'text', required,
      minLength: num(inner.minLength), maxLength: num(inner.maxLength),
      pattern: typeof inner.pattern === 'string' ? inner.pattern : undefined, options,
    };
  }
  if (type === 'integer' || type === 'number') {
    const min = num(inner.minimum);
    const max = num(inner.maximum);
    return {
      name, kind: type, required,
      min: min !== undefined && min > -INT_BOUND - 1 ? min : undefined,
      max: max !== undefined && max < INT_BOUND ? max : undefined,
    };
  }
  if (type === 'boolean') return { name, kind: 'boolean', required };
  if (type === 'array' && inner.items) {
    const item = fieldOf(name, inner.items as JsonSchema, true);
    if (!item || (item.kind !== 'text' && item.kind !== 'integer')) return null;
    return { name, kind: 'list', required, item, maxItems: num(inner.maxItems) };
  }
  return null;
}

/** The inputs of an object schema (a request's query or body), in the contract's order. */
export function fieldsOf(schema: Schema<unknown> | undefined, omit: readonly string[] = []): FormField[] {
  const json = schema?.json;
  const props = (json?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json?.required ?? []) as string[]);
  const out: FormField[] = [];
  for (const [name, p] of Object.entries(props)) {
    if (omit.includes(name)) continue;
    const f = fieldOf(name, p, required.has(name));
    if (f) out.push(f);
  }
  return out;
}

/** The columns of a list reply ({list: [...]} or paged): its items' plain fields. */
export function columnsOf(reply: Schema<unknown>): string[] {
  const list = ((reply.json.properties ?? {}) as Record<string, JsonSchema>).list;
  const item = (list?.items ?? {}) as JsonSchema;
  const props = (item.properties ?? {}) as Record<string, JsonSchema>;
  return Object.keys(props).filter((k) => {
    const t = props[k].type ?? (props[k].anyOf as JsonSchema[] | undefined)?.[0]?.type;
    return t === 'string' || t === 'integer' || t === 'number' || t === 'boolean';
  });
}

// A list's items: commas (either width) or new lines between them, blanks dropped.
const itemsOf = (raw: string) => raw.split(/[,，、\n]/).map((s) => s.trim()).filter(Boolean);

// A required text whose contract says minLength 0 (a description) may be sent empty.
const emptyAllowed = (f: FormField) => f.kind === 'text' && f.minLength === 0;

/** The text input of a value from a reply (a row being edited): lists joined by commas. */
export function inputOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** The inputs of a row for the fields of a form (the row's values it has). */
export function inputsOf(row: object, fields: readonly FormField[]): Record<string, string> {
  const r = row as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const f of fields) if (f.name in r) out[f.name] = inputOf(r[f.name]);
  return out;
}

/** One input's problem, or null; `raw` is what the user typed ('' for nothing). */
export function checkField(f: FormField, raw: string): FieldProblem | null {
  if (f.kind === 'list' && f.item) {
    const items = itemsOf(raw);
    if (f.maxItems !== undefined && items.length > f.maxItems) return { key: 'tooMany', params: { n: f.maxItems } };
    for (const item of items) {
      const p = checkField(f.item, item);
      if (p) return p;
    }
    return null;
  }
  const v = f.kind === 'text' ? raw : raw.trim();
  if (v === '') return f.required && f.kind !== 'boolean' && !emptyAllowed(f) ? { key: 'required' } : null;
  if (f.kind === 'text') {
    if (f.minLength !== undefined && v.length < f.minLength) return { key: 'tooShort', params: { n: f.minLength } };
    if (f.maxLength !== undefined && v.length > f.maxLength) return { key: 'tooLong', params: { n: f.maxLength } };
    if (f.pattern && !new RegExp(f.pattern).test(v)) return { key: 'pattern' };
    return null;
  }
  if (f.kind === 'choice') return f.options?.includes(v) ? null : { key: 'choice' };
  if (f.kind === 'boolean') return v === 'true' || v === 'false' ? null : { key: 'choice' };
  const n = Number(v);
  if (!Number.isFinite(n)) return { key: 'notNumber' };
  if (f.kind === 'integer' && !Number.isInteger(n)) return { key: 'notInteger' };
  if (f.min !== undefined && n < f.min) return { key: 'tooSmall', params: { n: f.min } };
  if (f.max !== undefined && n > f.max) return { key: 'tooLarge', params: { n: f.max } };
  return null;
}

/** The typed value of one input (undefined: left out of the request). */
function valueOf(f: FormField, raw: string): unknown {
  if (f.kind === 'list') {
    const items = itemsOf(raw);
    // A required list may be empty (tags: none); an optional one left blank is left out.
    if (!items.length) return f.required ? [] : undefined;
    return f.item?.kind === 'integer' ? items.map(Number) : items;
  }
  const v = f.kind === 'text' ? raw : raw.trim();
  if (v === '') return f.kind === 'boolean' && f.required ? false : f.required && emptyAllowed(f) ? '' : undefined;
  if (f.kind === 'integer' || f.kind === 'number') return Number(v);
  if (f.kind === 'boolean') return v === 'true';
  return v;
}

export interface ReadForm {
  /** The request's params; complete only when `problems` is empty. */
  value: Record<string, unknown>;
  problems: Record<string, FieldProblem>;
}

/**
 * Reads the inputs by their fields; `schema` (the endpoint's own) checks the whole at the end,
 * so a rule the fields do not express still stops the form rather than reaching the server;
 * `fixed` are the fields the page fills (not typed), part of that whole.
 */
export function readForm(fields: readonly FormField[], raw: Readonly<Record<string, string>>, schema?: Schema<unknown>, fixed: Readonly<Record<string, unknown>> = {}): ReadForm {
  const value: Record<string, unknown> = {};
  const problems: Record<string, FieldProblem> = {};
  for (const f of fields) {
    const input = raw[f.name] ?? '';
    const p = checkField(f, input);
    if (p) problems[f.name] = p;
    else {
      const v = valueOf(f, input);
      if (v !== undefined) value[f.name] = v;
    }
  }
  if (!Object.keys(problems).length && schema) {
    // With the values the page fills itself (the id of the row), as the request will be.
    const bad = schema.check({ ...value, ...fixed }, 'form');
    const name = bad ? /^form\.(\w+)/.exec(bad)?.[1] : undefined;
    if (bad) problems[name && fields.some((f) => f.name === name) ? name : (fields[0]?.name ?? 'form')] = { key: 'pattern' };
  }
  return { value, problems };
}
