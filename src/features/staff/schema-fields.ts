// Form fields and table columns read from the contract's own schemas (src/api/contract/schema.ts
// keeps a JSON Schema beside each validator): a page names an endpoint and gets its inputs with
// the server's limits (lengths, ranges, patterns, choices, required) and the check of each, so
// a limit changed in the contract changes the form at once and no form allows what the server
// refuses. New staff endpoints become pages by naming them.
import type { JsonSchema, Schema } from '@src/api/contract/schema';

export type FieldKind = 'text' | 'integer' | 'number' | 'choice' | 'boolean';

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
}

/** What is wrong with one input: a key of the console's texts (fieldProblems.*) and its numbers. */
export interface FieldProblem {
  key: 'required' | 'tooShort' | 'tooLong' | 'pattern' | 'notInteger' | 'notNumber' | 'tooSmall' | 'tooLarge' | 'choice';
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

/** One input's problem, or null; `raw` is what the user typed ('' for nothing). */
export function checkField(f: FormField, raw: string): FieldProblem | null {
  const v = f.kind === 'text' ? raw : raw.trim();
  if (v === '') return f.required && f.kind !== 'boolean' ? { key: 'required' } : null;
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
  const v = f.kind === 'text' ? raw : raw.trim();
  if (v === '') return f.kind === 'boolean' && f.required ? false : undefined;
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
 * so a rule the fields do not express still stops the form rather than reaching the server.
 */
export function readForm(fields: readonly FormField[], raw: Readonly<Record<string, string>>, schema?: Schema<unknown>): ReadForm {
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
    const bad = schema.check(value, 'form');
    const name = bad ? /^form\.(\w+)/.exec(bad)?.[1] : undefined;
    if (bad) problems[name && fields.some((f) => f.name === name) ? name : (fields[0]?.name ?? 'form')] = { key: 'pattern' };
  }
  return { value, problems };
}
