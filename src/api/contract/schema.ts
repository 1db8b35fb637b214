// A tiny schema builder shared by the client and the server. One definition gives:
// - the TypeScript type (Infer<typeof s>),
// - a JSON Schema the server hands to Fastify for request validation,
// - a small validator the client runs on every reply (no ajv in the TV bundle).
// It covers what the API needs and nothing more.

export type JsonSchema = Record<string, unknown>;

export interface Schema<T> {
  readonly json: JsonSchema;
  /** Returns null when `value` fits, else a path-qualified message such as "data.list[2].id: expected number". */
  check(value: unknown, path?: string): string | null;
  /** Phantom field carrying the static type; never read at run time. */
  readonly _type?: T;
  readonly optional?: boolean;
}

export type Infer<S> = S extends Schema<infer T> ? T : never;

function make<T>(json: JsonSchema, check: (v: unknown, path: string) => string | null, optional = false): Schema<T> {
  return { json, check: (v, path = 'value') => check(v, path), optional };
}

const typeName = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

export function string(opts: { minLength?: number; maxLength?: number; pattern?: string; enum?: readonly string[] } = {}): Schema<string> {
  const json: JsonSchema = { type: 'string', ...opts };
  const re = opts.pattern ? new RegExp(opts.pattern) : null;
  return make(json, (v, path) => {
    if (typeof v !== 'string') return `${path}: expected string, got ${typeName(v)}`;
    if (opts.minLength !== undefined && v.length < opts.minLength) return `${path}: shorter than ${opts.minLength}`;
    if (opts.maxLength !== undefined && v.length > opts.maxLength) return `${path}: longer than ${opts.maxLength}`;
    if (re && !re.test(v)) return `${path}: does not match ${opts.pattern}`;
    if (opts.enum && !opts.enum.includes(v)) return `${path}: not one of ${opts.enum.join(', ')}`;
    return null;
  });
}

export function number(opts: { minimum?: number; maximum?: number; integer?: boolean } = {}): Schema<number> {
  const { integer: isInt, ...range } = opts;
  const json: JsonSchema = { type: isInt ? 'integer' : 'number', ...range };
  return make(json, (v, path) => {
    if (typeof v !== 'number' || Number.isNaN(v)) return `${path}: expected number, got ${typeName(v)}`;
    if (isInt && !Number.isInteger(v)) return `${path}: expected integer`;
    if (range.minimum !== undefined && v < range.minimum) return `${path}: below ${range.minimum}`;
    if (range.maximum !== undefined && v > range.maximum) return `${path}: above ${range.maximum}`;
    return null;
  });
}

/**
 * The largest value of the database's integer columns (PostgreSQL int4). Every integer of the
 * contract is bounded by it unless it says otherwise, so "1e400", 2^31 or 2^63 in a request are
 * refused by the schema (ret 400) before they reach SQL.
 */
export const INT_COLUMN_MAX = 2_147_483_647;

export const integer = (opts: { minimum?: number; maximum?: number } = {}) =>
  number({ minimum: -INT_COLUMN_MAX - 1, maximum: INT_COLUMN_MAX, ...opts, integer: true });

export function boolean(): Schema<boolean> {
  return make({ type: 'boolean' }, (v, path) => (typeof v === 'boolean' ? null : `${path}: expected boolean, got ${typeName(v)}`));
}

export function nullable<T>(inner: Schema<T>): Schema<T | null> {
  return make({ anyOf: [inner.json, { type: 'null' }] }, (v, path) => (v === null ? null : inner.check(v, path)));
}

export function optional<T>(inner: Schema<T>): Schema<T | undefined> {
  return make(inner.json, (v, path) => (v === undefined ? null : inner.check(v, path)), true);
}

export function array<T>(item: Schema<T>, opts: { maxItems?: number } = {}): Schema<T[]> {
  return make({ type: 'array', items: item.json, ...opts }, (v, path) => {
    if (!Array.isArray(v)) return `${path}: expected array, got ${typeName(v)}`;
    if (opts.maxItems !== undefined && v.length > opts.maxItems) return `${path}: more than ${opts.maxItems} items`;
    for (let i = 0; i < v.length; i++) {
      const err = item.check(v[i], `${path}[${i}]`);
      if (err) return err;
    }
    return null;
  });
}

type Shape = Record<string, Schema<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { optional: true } ? K : undefined extends Infer<S[K]> ? K : never }[keyof S];
type RequiredKeys<S extends Shape> = Exclude<keyof S, OptionalKeys<S>>;
export type ObjectOf<S extends Shape> = { [K in RequiredKeys<S>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> };

/** An object; extra keys are allowed in replies (servers may add fields) and stripped by Fastify from requests. */
export function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  const required = Object.keys(shape).filter((k) => !shape[k].optional);
  const properties: Record<string, JsonSchema> = {};
  for (const k of Object.keys(shape)) properties[k] = shape[k].json;
  const json: JsonSchema = { type: 'object', properties, ...(required.length ? { required } : {}) };
  return make(json, (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${path}: expected object, got ${typeName(v)}`;
    const rec = v as Record<string, unknown>;
    for (const k of Object.keys(shape)) {
      const err = shape[k].check(rec[k], `${path}.${k}`);
      if (err) return err;
    }
    return null;
  });
}

/** A map with string keys and values of one schema. */
export function record<T>(value: Schema<T>): Schema<Record<string, T>> {
  return make({ type: 'object', additionalProperties: value.json }, (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${path}: expected object, got ${typeName(v)}`;
    for (const [k, item] of Object.entries(v as Record<string, unknown>)) {
      const err = value.check(item, `${path}.${k}`);
      if (err) return err;
    }
    return null;
  });
}

